import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { managerWithMarket } from '../../../test/market-fixtures';
import { pdfAnswerText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';

// The market report PDF is in the reader's language: the request's Accept-Language (docs/i18n.md).
const t = useTestApp();

const RANGE = 'start_date=2026-11-01&end_date=2026-11-30';

async function fixture() {
  const { manager, market, vendors, bucks } = await managerWithMarket(t);
  const checkout = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
    market_vendor_id: vendors.producer.market_vendor_id,
    market_date: '2026-11-07',
    reported_gross: 500,
    tokens: [{ token_id: bucks.id, count: 12 }],
  });
  expect(checkout.statusCode).toBe(201);
  const report = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
    market: market.id,
    date: '2026-11-07',
    additional_income: 40,
    expenses: 15,
  });
  expect(report.statusCode).toBe(201);
  const download = (query: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/market-managers/reports/export.pdf?${query}`,
      headers: { ...bearer(manager.token), ...(language ? { 'accept-language': language } : {}) },
    });
  return { market, download };
}

describe('reports: the PDF in the reader’s language', () => {
  it('is in Spanish for a Spanish request: titles, figures, columns, vendor types and dates', async () => {
    const { market, download } = await fixture();
    const text = await pdfAnswerText(
      await download(`market_id=${market.id}&${RANGE}&view_mode=detail&vendor_type=PRODUCER`, 'es'),
    );
    for (const expected of [
      'Informe del mercado: Downtown Farmers Market',
      '1 nov 2026 – 30 nov 2026',
      'Productor',
      'Vista: Detalle',
      'Generado el',
      'VENTAS BRUTAS',
      'CUOTAS DEL MERCADO',
      'INFORMES DEL DÍA',
      'Cobros por vendedor y día de mercado',
      'Fichas canjeadas',
      'Noches de mercado e informes del día',
      'Valor por ficha',
      'Ingresos adicionales',
      'Las cifras del informe del día incluyen a todos los vendedores',
      '7 nov 2026',
      'Green Valley Produce',
      '$500.00',
    ]) {
      expect(text).toContain(expected);
    }
    // A narrow column wraps its header.
    expect(text).toMatch(/Tipo de\s+vendedor/);
    for (const english of ['Market report', 'Per vendor', 'Tokens redeemed', 'Producer', 'Generated']) {
      expect(text).not.toContain(english);
    }
  });

  it('says "All markets" and the totals tables in Spanish, and stays English without the header or for en', async () => {
    const { download } = await fixture();
    const spanish = await pdfAnswerText(await download(`${RANGE}&view_mode=total`, 'es-US,es;q=0.9'));
    for (const expected of [
      'Informe del mercado: Todos los mercados',
      'Por vendedor',
      'Por mercado',
      'Por día',
    ]) {
      expect(spanish).toContain(expected);
    }
    for (const language of [undefined, 'en-US,en;q=0.9']) {
      const english = await pdfAnswerText(await download(`${RANGE}&view_mode=total`, language));
      for (const expected of [
        'Market report: All markets',
        '11/01/2026 – 11/30/2026',
        'All vendor types',
        'Total view',
        'Generated ',
        'GROSS PROFIT',
        'DAY REPORTS',
        'Per vendor',
        'Tokens redeemed',
        'Value each',
        'Market nights and day reports',
        '11/07/2026',
      ]) {
        expect(english).toContain(expected);
      }
      expect(english).not.toContain('Informe');
    }
  });
});
