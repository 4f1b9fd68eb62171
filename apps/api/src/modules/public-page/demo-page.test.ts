import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { visit } from '../../../test/public-page-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { seedDemoIfEmpty } from '../../seed/seed';
import { DEMO_VENDORS } from '../../seed/seed-data';
import { DEMO_PUBLIC_SLUGS } from '../../seed/seed-directory.repository';

const t = useTestApp();

describe('the demo public pages', () => {
  it('publish both demo markets, Downtown with its three listed vendors and none of their private details', async () => {
    expect(await seedDemoIfEmpty(t.db, t.clock.now())).toBe(true);
    const downtown = await visit(t, `/m/${DEMO_PUBLIC_SLUGS.downtown}`);
    expect(downtown.statusCode).toBe(200);
    const names = [...downtown.body.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(names).toEqual(['Bee Happy Honey', 'Rise &amp; Shine Bakery', 'Sunny Acres Farm']);
    expect(downtown.body).toContain('Wildflower honey');
    for (const vendor of DEMO_VENDORS) {
      expect(downtown.body).not.toContain(vendor.phone);
      expect(downtown.body).not.toContain(vendor.receiptEmail);
      if (vendor.producerNames) expect(downtown.body).not.toContain(vendor.producerNames);
    }
    for (const secret of [
      '555-123-4567',
      'vendor@marketday.example',
      'Ana Reyes',
      'downtown@marketday.example',
    ]) {
      expect(downtown.body).not.toContain(secret);
    }
    const gzipped = gzipSync(Buffer.from(downtown.body)).length;
    console.info(`demo public page: ${downtown.body.length} bytes, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThan(50 * 1024);
    expect((await visit(t, `/m/${DEMO_PUBLIC_SLUGS.riverside}`)).statusCode).toBe(200);
    expect((await visit(t, `/m/${DEMO_PUBLIC_SLUGS.downtown}/poster`)).body).toContain('<svg');
  });
});
