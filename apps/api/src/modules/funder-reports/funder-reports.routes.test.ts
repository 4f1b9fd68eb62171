import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FUNDER_COLUMNS,
  FUNDER_FORMATS,
  type FunderFormat,
  type Market,
  type TokenFloatKind,
  type TokenFloatMethod,
  type TokenInput,
} from '@marketday/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { expectDownload } from '../../../test/downloads';
import { bearer } from '../../../test/factories';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { pdfAnswerText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';

// Issue 34 part 3: the funders' own report formats, from the checkouts, the token float and the day reports, every
// figure worked out by hand below. The clock stands in January 2027, so every market day used is in the past.
const t = useTestApp(() => ({ clock: createClock(new Date('2027-01-15T18:00:00Z')) }));

const BASE = '/market-managers/reports/funders';
const NOVEMBER = 'start_date=2026-11-01&end_date=2026-11-30';

const TOKENS: TokenInput[] = [
  { name: 'EBT', per_dollar_value: 1, count: 500, program: 'SNAP' },
  {
    name: 'Market Match',
    per_dollar_value: 1,
    count: 500,
    program: 'INCENTIVE',
    program_name: 'Market Match',
  },
  { name: 'Card', per_dollar_value: 5, count: 500, program: 'CREDIT_CARD' },
];

type Fixture = { manager: ManagerClient; market: Market; id: Record<string, string>; vendor: string };

async function fixture(): Promise<Fixture> {
  const manager = await signedInManager(t);
  const market = await createMarket(manager, { tokens: TOKENS });
  const id = Object.fromEntries(market.tokens.map((token) => [token.name, token.id]));
  const vendor = await manager.api('POST', '/market-managers/vendors', {
    business_name: 'Green Valley Produce',
    type: 'PRODUCER',
    receipt_email: 'producer@example.com',
    market_ids: [market.id],
  });
  expect(vendor.statusCode, vendor.body).toBe(201);
  return { manager, market, id, vendor: vendor.json().data.markets[0].market_vendor_id };
}

async function checkout(f: Fixture, date: string, gross: number, counts: Record<string, number>) {
  const tokens = Object.entries(counts).map(([name, count]) => ({ token_id: f.id[name], count }));
  const body = { market_vendor_id: f.vendor, market_date: date, reported_gross: gross, tokens };
  const response = await f.manager.api('POST', `/market-managers/transactions/${f.market.id}`, body);
  expect(response.statusCode, response.body).toBe(201);
}

// The info booth's entry, through the token float's API (docs/product.md §20).
async function floatEntry(
  f: Fixture,
  date: string,
  token: string,
  kind: TokenFloatKind,
  method: TokenFloatMethod,
  count: number,
  amountCents: number,
  shoppers = 1,
) {
  const body = { token_id: f.id[token], date, kind, method, count, amount: amountCents / 100, shoppers };
  const url = `/market-managers/markets/${f.market.id}/token-float/entries`;
  const response = await f.manager.api('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
}

async function dayReport(f: Fixture, date: string, distributed: Record<string, number> = {}) {
  const tokens_distributed = Object.entries(distributed).map(([name, count]) => ({
    token_id: f.id[name],
    count,
  }));
  const body = { market: f.market.id, date, expenses: 0, tokens_distributed };
  const response = await f.manager.api('POST', `/market-managers/markets/${f.market.id}/day-reports`, body);
  expect(response.statusCode, response.body).toBe(201);
}

// The funders' figures of a day report (its form is another part of issue 34): written to its columns.
async function dayReportFigures(f: Fixture, date: string, figures: Record<string, number | string>) {
  for (const [column, value] of Object.entries(figures)) {
    await t.db.execute(
      sql`update day_reports set ${sql.identifier(column)} = ${value} where market_id = ${f.market.id} and market_date = ${date}`,
    );
  }
}

// The booth's 7 November: 6 EBT tokens to 2 shoppers ($6), 1 of them refunded ($1), 4 Market Match tokens to the
// same 2 shoppers ($4): 10 tokens issued. A checkout took 3 EBT and 1 Market Match of them (4), on $50 of sales.
async function boothDay(f: Fixture) {
  await floatEntry(f, '2026-11-07', 'EBT', 'ISSUE', 'EBT', 6, 600, 2);
  await floatEntry(f, '2026-11-07', 'EBT', 'REFUND', 'EBT', 1, 100);
  await floatEntry(f, '2026-11-07', 'Market Match', 'ISSUE', 'MATCH', 4, 400, 2);
  await checkout(f, '2026-11-07', 50, { EBT: 3, 'Market Match': 1 });
}

async function csv(f: Fixture, format: string, query = NOVEMBER, manager = f.manager) {
  return manager.api('GET', `${BASE}/${format}?market_id=${f.market.id}&${query}`);
}

const lines = (body: string) => body.split('\r\n').slice(1, -1);

// docs/product.md §21: the first cell of each row of the format's table.
function documentedColumns(format: FunderFormat): string[] {
  const docs = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/product.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## §21 Funder reports'));
  const start = section.indexOf(`### \`${format}\``);
  expect(start, format).toBeGreaterThan(0);
  const rest = section.slice(start + 4);
  const end = rest.search(/\n#{2,3} /);
  return (end === -1 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Column |'))
    .map((line) => line.split('|')[1]?.trim() ?? '');
}

describe('funder reports: the formats', () => {
  it.each(FUNDER_FORMATS)(
    '%s: the CSV’s header row is the format’s columns, as docs/product.md §21 lists them',
    async (format) => {
      const f = await fixture();
      const response = await csv(f, format);
      expectDownload(response, 'csv', `${format}-downtown-farmers-market-2026-11-01-to-2026-11-30.csv`);
      const headers = FUNDER_COLUMNS[format].map((c) => c.header);
      expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${headers.join(',')}`);
      expect(documentedColumns(format)).toEqual(headers);
      // The same path with `.csv` answers the same file.
      expect((await csv(f, `${format}.csv`)).body).toBe(response.body);
    },
  );
});

describe('funder reports: the figures', () => {
  it('fm-tracks: the booth’s issues and the checkout’s redemptions of a market day', async () => {
    const f = await fixture();
    await boothDay(f);
    expect(lines((await csv(f, 'fm-tracks')).body)).toEqual([
      // vendors 1; no day report: customers, method, new customers empty; SNAP 2 transactions, $6 − $1; match 2,
      // $4; redeemed $3 SNAP, $1 match; no card entries that day; 10 issued, 4 redeemed; $50 of sales.
      'Downtown Farmers Market,11/07/2026,1,,,,2,5.00,2,4.00,3.00,1.00,0,0.00,10,4,50.00',
    ]);
  });

  it('fm-tracks: a day report’s own figure wins over the float’s, and its tokens do not count on a float day', async () => {
    const f = await fixture();
    // Written before the booth's first entry of the day (once the float has one, the day report takes no tokens).
    await dayReport(f, '2026-11-07', { EBT: 99 });
    await boothDay(f);
    await dayReportFigures(f, '2026-11-07', {
      shopper_count: 150,
      shopper_count_method: 'HEADCOUNT',
      new_snap_customers: 1,
      snap_transactions: 3,
      snap_cents: 1200,
    });
    expect(lines((await csv(f, 'fm-tracks')).body)).toEqual([
      // The report's SNAP figures (3, $12) and counts; the float's incentives ($4, 2) and its 10 tokens issued.
      'Downtown Farmers Market,11/07/2026,1,150,Headcount at the entrances,1,3,12.00,2,4.00,3.00,1.00,0,0.00,10,4,50.00',
    ]);
  });

  it('fm-tracks: a day without float entries falls back to its day report’s tokens distributed', async () => {
    const f = await fixture();
    await dayReport(f, '2026-11-14', { EBT: 7, 'Market Match': 3, Card: 2 });
    await checkout(f, '2026-11-14', 80, { Card: 1 });
    expect(lines((await csv(f, 'fm-tracks')).body)).toEqual([
      // 12 tokens issued; their value per program ($7 SNAP, $3 match, 2 × $5 card); transactions unknown.
      'Downtown Farmers Market,11/14/2026,1,,,,,7.00,,3.00,0.00,0.00,,10.00,12,1,80.00',
    ]);
  });

  it('market-match: one row per calendar month, summing its market days', async () => {
    const f = await fixture();
    await dayReport(f, '2026-10-17', { EBT: 5 });
    await dayReportFigures(f, '2026-10-17', { new_snap_customers: 2 });
    await boothDay(f);
    await dayReport(f, '2026-11-14', { EBT: 7, 'Market Match': 3 });
    await dayReportFigures(f, '2026-11-14', { incentive_transactions: 1, new_snap_customers: 3 });
    const response = await csv(f, 'market-match', 'start_date=2026-10-01&end_date=2026-11-30');
    expect(lines(response.body)).toEqual([
      // October: one day report (5 EBT tokens, $5; transactions unknown; 2 new customers).
      'Downtown Farmers Market,2026-10,1,,5.00,,0.00,0.00,2',
      // November: the booth's day (2 and $5; 2 and $4; $1 redeemed) and 11-14 ($7 SNAP; 1 match transaction, $3).
      'Downtown Farmers Market,2026-11,2,2,12.00,3,7.00,1.00,3',
    ]);
  });

  it('dufb and gusnip: the Double Up day and the period’s incentive metrics', async () => {
    const f = await fixture();
    await boothDay(f);
    await dayReport(f, '2026-11-14', { 'Market Match': 6 });
    await checkout(f, '2026-11-14', 20, { 'Market Match': 2 });
    expect(lines((await csv(f, 'dufb')).body)).toEqual([
      'Downtown Farmers Market,11/07/2026,2,5.00,2,4.00,1.00,1',
      'Downtown Farmers Market,11/14/2026,,0.00,,6.00,2.00,1',
    ]);
    // Redeemed $3 of $10 distributed: 30.0 %; one outlet (the vendor) took incentive tokens.
    expect(lines((await csv(f, 'gusnip')).body)).toEqual([
      'Downtown Farmers Market,11/01/2026,11/30/2026,2,1,2,5.00,2,10.00,3.00,30.0,70.00',
    ]);
  });

  it('fmpp: the range against the same dates a year before, with its % change (empty from a baseline of 0)', async () => {
    const f = await fixture();
    await checkout(f, '2025-11-08', 40, {});
    await dayReport(f, '2025-11-08');
    await dayReportFigures(f, '2025-11-08', { shopper_count: 200 });
    await boothDay(f);
    await dayReport(f, '2026-11-07');
    await dayReportFigures(f, '2026-11-07', { shopper_count: 150 });
    const dates = '11/01/2025,11/30/2025,11/01/2026,11/30/2026';
    expect(lines((await csv(f, 'fmpp')).body)).toEqual([
      `Downtown Farmers Market,Total market sales,USD,${dates},40.00,50.00,25.0`,
      `Downtown Farmers Market,Customer count,count,${dates},200,150,-25.0`,
      `Downtown Farmers Market,Vendors,count,${dates},1,1,0.0`,
      // The baseline day's report distributed nothing: $0 of SNAP, so no percentage (never Infinity).
      `Downtown Farmers Market,SNAP sales,USD,${dates},0.00,5.00,`,
      `Downtown Farmers Market,Market days,count,${dates},1,1,0.0`,
    ]);
  });
  it('fmpp: a baseline from 29 February starts on the 28th of the year before', async () => {
    const f = await fixture();
    const response = await csv(f, 'fmpp', 'start_date=2028-02-29&end_date=2028-03-31');
    expect(lines(response.body)[0]).toBe(
      'Downtown Farmers Market,Total market sales,USD,02/28/2027,03/31/2027,02/29/2028,03/31/2028,0.00,0.00,',
    );
  });
});

describe('funder reports: PDFs, access and validation', () => {
  it('draws each format as a PDF, titled in the reader’s language', async () => {
    const f = await fixture();
    await boothDay(f);
    const pdf = (format: string, language = 'en') =>
      t.app.inject({
        method: 'GET',
        url: `${BASE}/${format}.pdf?market_id=${f.market.id}&${NOVEMBER}`,
        headers: { ...bearer(f.manager.token), 'accept-language': language },
      });
    const english = await pdf('fm-tracks');
    expectDownload(english, 'pdf', 'fm-tracks-downtown-farmers-market-2026-11-01-to-2026-11-30.pdf');
    const text = await pdfAnswerText(english);
    for (const part of [
      'FM Tracks market day data: Downtown Farmers Market',
      '11/01/2026 – 11/30/2026',
      '$5.00',
    ]) {
      expect(text).toContain(part);
    }
    const spanish = await pdfAnswerText(await pdf('market-match', 'es'));
    expect(spanish).toContain('Informe mensual de California Market Match: Downtown Farmers Market');
    expect(spanish).toContain('Una fila por mes');
    // The columns' and the measures' names are the reader's too; the CSV's stay English.
    const fmpp = await pdfAnswerText(await pdf('fmpp', 'es'));
    for (const part of ['Cifras de base y finales de FMPP', 'Ventas SNAP', 'Cambio (%)'])
      expect(fmpp).toContain(part);
    for (const format of ['dufb', 'gusnip', 'fmpp']) {
      expect(await pdfAnswerText(await pdf(format))).toContain('Downtown Farmers Market');
    }
  });

  it("answers 404 for another manager's market", async () => {
    const f = await fixture();
    const stranger = await signedInManager(t);
    for (const format of ['fm-tracks', 'fmpp.csv', 'gusnip.pdf']) {
      expect((await csv(f, format, NOVEMBER, stranger)).statusCode, format).toBe(404);
    }
  });

  it('refuses an unknown format and a reversed range with a clear message', async () => {
    const f = await fixture();
    for (const format of ['snap', 'fm-tracks.xlsx', 'FM-TRACKS.pdf']) {
      const response = await csv(f, format);
      expect(response.statusCode, format).toBe(400);
      expect(response.json().detail).toBe(
        'Choose a report format: fm-tracks, market-match, dufb, gusnip or fmpp.',
      );
    }
    const spanish = await t.app.inject({
      method: 'GET',
      url: `${BASE}/snap?market_id=${f.market.id}&${NOVEMBER}`,
      headers: { ...bearer(f.manager.token), 'accept-language': 'es' },
    });
    expect(spanish.json().detail).toBe(
      'Elija un formato de informe: fm-tracks, market-match, dufb, gusnip o fmpp.',
    );
    const reversed = await csv(f, 'fm-tracks.pdf', 'start_date=2026-11-30&end_date=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe('Start date must be before or equal to end date');
  });
});
