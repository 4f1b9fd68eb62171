import type { TokenInput } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { pdfAnswerText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';

// The program report PDF is in the reader's language: the request's Accept-Language (docs/i18n.md).
const t = useTestApp();

const TOKENS: TokenInput[] = [
  { name: 'CalFresh', per_dollar_value: 5, count: 100, program: 'SNAP' },
  { name: 'EBT Dollar', per_dollar_value: 1, count: 100, program: 'SNAP' },
  {
    name: 'Market Match',
    per_dollar_value: 2,
    count: 100,
    program: 'INCENTIVE',
    program_name: 'Market Match',
  },
  { name: 'Scrip', per_dollar_value: 3, count: 100, program: 'OTHER' },
];

async function fixture() {
  const manager = await signedInManager(t);
  const market = await createMarket(manager, { tokens: TOKENS });
  const id = Object.fromEntries(market.tokens.map((token) => [token.name, token.id])) as Record<
    string,
    string
  >;
  const vendor = await manager.api('POST', '/market-managers/vendors', {
    business_name: 'Green Valley Produce',
    type: 'PRODUCER',
    receipt_email: 'producer@example.com',
    market_ids: [market.id],
  });
  expect(vendor.statusCode, vendor.body).toBe(201);
  const checkout = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
    market_vendor_id: vendor.json().data.markets[0].market_vendor_id,
    market_date: '2026-11-07',
    reported_gross: 500,
    tokens: [
      { token_id: id.CalFresh, count: 2 },
      { token_id: id['EBT Dollar'], count: 1 },
      { token_id: id['Market Match'], count: 3 },
      { token_id: id.Scrip, count: 1 },
    ],
  });
  expect(checkout.statusCode, checkout.body).toBe(201);
  const retired = await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${id.Scrip}`);
  expect(retired.statusCode, retired.body).toBe(200);
  return (language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/market-managers/reports/programs.pdf?market_id=${market.id}&start_date=2026-11-01&end_date=2026-11-30`,
      headers: { ...bearer(manager.token), ...(language ? { 'accept-language': language } : {}) },
    });
}

describe('program report: the PDF in the reader’s language', () => {
  it('is in Spanish for a Spanish request, and English otherwise', async () => {
    const download = await fixture();
    const spanish = await pdfAnswerText(await download('es'));
    for (const expected of [
      'Informe de programas: Downtown Farmers Market',
      '1 nov 2026 – 30 nov 2026',
      'Generado el',
      'Entregadas: fichas dadas a los compradores',
      'Incentivo: Market Match',
      'Todas las fichas de SNAP',
      'Scrip (retirada)',
      'Otro',
      'Valor por ficha',
      'Valor canjeado',
      'Por mes',
      'noviembre de 2026',
      'CalFresh',
      '$10.00',
    ]) {
      expect(spanish).toContain(expected);
    }
    expect(spanish).toMatch(/Fichas\s+canjeadas/);
    for (const english of ['Program report', 'All SNAP tokens', '(retired)', 'Per month', 'November']) {
      expect(spanish).not.toContain(english);
    }

    for (const language of [undefined, 'en']) {
      const english = await pdfAnswerText(await download(language));
      for (const expected of [
        'Program report: Downtown Farmers Market',
        '11/01/2026 – 11/30/2026',
        'Distributed: tokens handed to shoppers',
        'Incentive: Market Match',
        'All SNAP tokens',
        'Scrip (retired)',
        'Value per token',
        'Per month',
        'November 2026',
      ]) {
        expect(english).toContain(expected);
      }
      expect(english).not.toContain('Ficha');
    }
  });

  it('keeps the CSV’s documented header row in English for a Spanish request (program-report-csv.ts)', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { tokens: TOKENS });
    const response = await t.app.inject({
      method: 'GET',
      url: `/market-managers/reports/programs.csv?market_id=${market.id}&start_date=2026-11-01&end_date=2026-11-30`,
      headers: { ...bearer(manager.token), 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFMarket,Month (YYYY-MM),Program,Incentive program,Token,Token value (USD),Tokens distributed (count),Value distributed (USD),Tokens redeemed (count),Value redeemed (USD),Market days (count),Vendors redeeming (count)',
    );
  });
});
