import type { BoothMapLayout } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { bearer } from '../../../test/factories';
import { managerWithMarket } from '../../../test/market-fixtures';
import { pdfAnswerText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';
import { vendorSchedules } from '../../db/schema';

// The printable booth map is in the reader's language: the request's Accept-Language (docs/i18n.md). The market's
// own labels and the vendors' names stay as they are.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-20T20:00:00Z')) }));

const SAT = '2026-11-21';
const LAYOUT: BoothMapLayout = {
  width_ft: 100,
  height_ft: 60,
  items: [
    { id: 'A1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 },
    { id: 'aisle', kind: 'AISLE', label: 'Main aisle', x: 0, y: 20, w: 100, h: 10 },
  ],
};

describe('the booth map PDF in the reader’s language', () => {
  it('is in Spanish for a Spanish request and unchanged in English', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const url = `/market-managers/markets/${market.id}/booth-map`;
    expect((await manager.api('PUT', url, { layout: LAYOUT, version: 0 })).statusCode).toBe(200);
    await t.db.insert(vendorSchedules).values({
      pattern: 'EVERY',
      marketVendorId: vendors.producer.market_vendor_id,
      marketId: market.id,
      defaultBoothId: 'A1',
    });
    const download = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${url}/pdf?date=${SAT}`,
        headers: { ...bearer(manager.token), ...(language ? { 'accept-language': language } : {}) },
      });

    const spanish = await pdfAnswerText(await download('es-MX,es;q=0.9,en;q=0.5'));
    for (const expected of [
      market.name,
      'Mapa de puestos · 21 nov 2026',
      'Vendedores por puesto',
      '100 × 60 pies',
    ]) {
      expect(spanish).toContain(expected);
    }
    expect(spanish).toMatch(/A1\s+Green Valley Produce/);
    expect(spanish).toContain('Main aisle');
    expect(spanish).not.toContain('Booth map');

    for (const language of [undefined, 'en']) {
      const english = await pdfAnswerText(await download(language));
      for (const expected of ['Booth map · 11/21/2026', 'Vendors by booth', '100 × 60 ft']) {
        expect(english).toContain(expected);
      }
      expect(english).toMatch(/A1\s+Green Valley Produce/);
    }
  });
});
