import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../../test/clients';
import { bearer } from '../../../../test/factories';
import { managerWithMarket } from '../../../../test/market-fixtures';
import { useTestApp } from '../../../../test/use-test-app';
import { joinMarket } from '../../../../test/vendor-self-fixtures';

// The transactions CSV's header row is in the reader's language (the request's Accept-Language); its cells stay
// data, alike in every language (transaction-csv-language.ts).
const t = useTestApp();

const ENGLISH =
  'Date,Market,Vendor,Vendor type,Gross Profit,Market fee,Fee calculation,Gov. fee,Token Total,Tokens,Money Owed,Receipt e-mail';
const SPANISH =
  'Fecha,Mercado,Vendedor,Tipo de vendedor,Ventas brutas,Cuota del mercado,Cálculo de la cuota,Cuota del gobierno,Total en fichas,Fichas,Saldo adeudado,Correo para recibos';

const managerCsv = '/market-managers/transactions/csv';
const vendorCsv = '/vendors/self/transactions/csv';
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the transactions CSV in the reader’s language', () => {
  it('says the header row in Spanish for a Spanish request, to the manager and to the vendor', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const vendor = await signedInVendor(t);
    const marketVendorId = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    for (const market_vendor_id of [vendors.producer.market_vendor_id, marketVendorId]) {
      const booked = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id,
        market_date: '2026-11-14',
        reported_gross: 500,
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const download = (url: string, language?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: {
          ...(url === vendorCsv ? vendor.headers : bearer(manager.token)),
          ...(language ? { 'accept-language': language } : {}),
        },
      });

    const spanish = linesOf((await download(managerCsv, 'es')).body);
    expect(spanish[0]).toBe(SPANISH);
    // The cells are the same data in every language.
    expect(spanish[1]).toMatch(/^11\/14\/2026,Downtown Farmers Market,.*,500\.00,30\.00,/);
    expect(linesOf((await download(vendorCsv, 'es-US')).body)[0]).toBe(SPANISH);

    for (const language of [undefined, 'en']) {
      const english = linesOf((await download(managerCsv, language)).body);
      expect(english[0]).toBe(ENGLISH);
      expect(english.slice(1)).toEqual(spanish.slice(1));
      expect(linesOf((await download(vendorCsv, language)).body)[0]).toBe(ENGLISH);
    }
  });
});
