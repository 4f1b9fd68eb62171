import { describe, expect, it } from 'vitest';
import { bookCheckout } from '../../../test/balance-fixtures';
import { bearer } from '../../../test/factories';
import { managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// The balances CSV's header row is in the reader's language (the request's Accept-Language); its cells stay data,
// alike in every language (balances-csv-language.ts).
const t = useTestApp();

const ENGLISH =
  'Vendor,Vendor Type,Checkouts,Money Owed Total,Charges Total,Payments Total,Balance,Status,Last Market Day,Last Payment';
const SPANISH =
  'Vendedor,Tipo de vendedor,Cierres,Total de saldo adeudado,Total de cargos,Total de pagos,Saldo,Estado,Último día de mercado,Último pago';

const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the balances CSV in the reader’s language', () => {
  it('says the header row in Spanish for a Spanish request and keeps the English one otherwise', async () => {
    const { manager, market, vendors, calfresh } = await managerWithMarket(t);
    await bookCheckout(manager, market, vendors.producer.market_vendor_id, '2026-11-14', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    const download = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/market-managers/markets/${market.id}/balances/csv?filter=all`,
        headers: { ...bearer(manager.token), ...(language ? { 'accept-language': language } : {}) },
      });
    const spanish = linesOf((await download('es')).body);
    expect(spanish[0]).toBe(SPANISH);
    expect(spanish).toContain(
      'Green Valley Produce,PRODUCER,1,-12.50,0.00,0.00,-12.50,Market owes vendor,11/14/2026,',
    );
    for (const language of [undefined, 'en-US']) {
      const english = linesOf((await download(language)).body);
      expect(english[0]).toBe(ENGLISH);
      expect(english.slice(1)).toEqual(spanish.slice(1));
    }
  });
});
