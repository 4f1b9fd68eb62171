import { readdirSync } from 'node:fs';
import path from 'node:path';
import { VENDOR_MESSAGES } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';

const t = useTestApp();

function upload(headers: Record<string, string>, query = '') {
  const body = uploadBody({
    params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
    file: { name: 'insurance.pdf', content: FILES.pdf },
  });
  return postDocument(t, headers, body, query);
}

const storedCount = () => readdirSync(path.join(t.dataDir, 'files')).length;

describe('who may change a vendor’s documents', () => {
  it('lets a manager read but not change the documents of a vendor with an account who joined their market', async () => {
    const vendor = await signedInVendor(t);
    const doc = (await upload(vendor.headers)).json().data;
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });

    const listed = await manager.api('GET', `/documents?owner_id=${vendor.vendor.id}`);
    expect(listed.json().data.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect((await manager.api('GET', `/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await manager.api('GET', `/documents/summary?owner_id=${vendor.vendor.id}`)).statusCode).toBe(
      200,
    );

    // The same answer as editing the vendor's profile.
    const profile = await manager.api('PUT', `/market-managers/vendors/${vendor.vendor.id}`, {
      business_name: 'Renamed',
      type: 'PRODUCER',
    });
    const newVersion = await upload(
      { authorization: `Bearer ${manager.token}` },
      `?owner_id=${vendor.vendor.id}`,
    );
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/documents/${doc.id}`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { expr: '2032-06-30', meta: {} },
    });
    const deleted = await manager.api('DELETE', `/documents/${doc.id}`);
    for (const response of [newVersion, corrected, deleted]) {
      expect(response.statusCode).toBe(profile.statusCode);
      expect(response.json().detail).toBe(profile.json().detail);
    }
    expect(profile.statusCode).toBe(403);
    expect(profile.json().detail).toBe(VENDOR_MESSAGES.selfManaged);

    // Nothing changed: one version with its expiry, one file.
    const mine = (await vendor.api('GET', '/documents')).json().data;
    expect(mine.map((d: { id: string; version: number; expr: string }) => [d.id, d.version, d.expr])).toEqual(
      [[doc.id, 1, '2031-01-01']],
    );
    expect(storedCount()).toBe(1);
    expect((await vendor.api('DELETE', `/documents/${doc.id}`)).statusCode).toBe(200);
  });

  it('lets a manager upload, version and delete documents of a vendor they keep', async () => {
    const manager = await signedInManager(t);
    const headers = { authorization: `Bearer ${manager.token}` };
    const kept = (
      await manager.api('POST', '/market-managers/vendors', { business_name: 'Kept Farm', type: 'PRODUCER' })
    ).json().data;
    expect((await upload(headers, `?owner_id=${kept.id}`)).statusCode).toBe(201);
    const second = await upload(headers, `?owner_id=${kept.id}`);
    expect(second.json().data.version).toBe(2);
    expect((await manager.api('DELETE', `/documents/${second.json().data.id}`)).statusCode).toBe(200);
    expect(storedCount()).toBe(1);
  });
});
