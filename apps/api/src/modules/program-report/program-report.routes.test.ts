import type { Market, ProgramReport, ProgramReportProgram, TokenInput } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { expectDownload } from '../../../test/downloads';
import {
  createMarket,
  type ManagerClient,
  marketPayload,
  signedInManager,
} from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';

// Issue 17 item 4: the program report for funders, with every figure worked out by hand below.
const t = useTestApp();

const RANGE = 'start_date=2026-10-01&end_date=2026-11-30';
const BASE = '/market-managers/reports/programs';

const TOKENS: TokenInput[] = [
  { name: 'Market Bucks', per_dollar_value: 1, count: 100, program: 'MARKET_BUCKS' },
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
  { name: 'Old Scrip', per_dollar_value: 2, count: 100, program: 'OTHER' },
];

async function vendor(manager: ManagerClient, market: Market, business_name: string, type: string) {
  const response = await manager.api('POST', '/market-managers/vendors', {
    business_name,
    type,
    receipt_email: `${type.toLowerCase()}@example.com`,
    market_ids: [market.id],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.markets[0].market_vendor_id as string;
}

// Checkouts and day reports over October and November (and a little before, which must not count).
async function fixture() {
  const manager = await signedInManager(t);
  const market = await createMarket(manager, { tokens: TOKENS });
  const id = Object.fromEntries(market.tokens.map((token) => [token.name, token.id])) as Record<
    string,
    string
  >;
  const producer = await vendor(manager, market, 'Green Valley Produce', 'PRODUCER');
  const reseller = await vendor(manager, market, 'Rise & Shine Bakery', 'NON_PRODUCER');
  const service = await vendor(manager, market, 'Knife Sharpening Sam', 'ANCILLARY');
  const checkout = async (market_vendor_id: string, market_date: string, counts: Record<string, number>) => {
    const tokens = Object.entries(counts).map(([name, count]) => ({ token_id: id[name], count }));
    const body = { market_vendor_id, market_date, reported_gross: 500, tokens };
    const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const dayReport = async (date: string, counts: Record<string, number>) => {
    const tokens_distributed = Object.entries(counts).map(([name, count]) => ({ token_id: id[name], count }));
    const body = { market: market.id, date, expenses: 10, tokens_distributed };
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, body);
    expect(response.statusCode, response.body).toBe(201);
  };

  // Before the range: not counted.
  await checkout(producer, '2026-09-26', { CalFresh: 9, 'Old Scrip': 2 });
  await dayReport('2026-09-26', { CalFresh: 50 });
  // October.
  await checkout(producer, '2026-10-17', { CalFresh: 2, 'Market Match': 3, Scrip: 1 });
  await checkout(reseller, '2026-10-17', { CalFresh: 4, 'EBT Dollar': 5 });
  await checkout(producer, '2026-10-24', { 'EBT Dollar': 2 });
  await dayReport('2026-10-17', { CalFresh: 10, 'Market Match': 8 });
  await dayReport('2026-10-31', { CalFresh: 5 });
  // November: one checkout deleted, one edited from 6 CalFresh to 2 CalFresh and 4 Market Bucks.
  await checkout(producer, '2026-11-07', { CalFresh: 1, 'Market Bucks': 10 });
  const deleted = await checkout(service, '2026-11-14', { CalFresh: 3 });
  await checkout(reseller, '2026-11-14', { CalFresh: 6 });
  await dayReport('2026-11-07', { 'Market Bucks': 20, 'EBT Dollar': 3 });
  expect((await manager.api('DELETE', `/market-managers/transactions/${deleted}`)).statusCode).toBe(200);
  const edited = await manager.api(
    'PUT',
    `/market-managers/transactions?market_vendor_id=${reseller}&market_date=2026-11-14`,
    {
      market_vendor_id: reseller,
      market_date: '2026-11-14',
      reported_gross: 500,
      tokens: [
        { token_id: id.CalFresh, count: 2 },
        { token_id: id['Market Bucks'], count: 4 },
      ],
    },
  );
  expect(edited.statusCode, edited.body).toBe(200);
  // Both OTHER tokens retired: Scrip has figures in the range, Old Scrip only before it.
  for (const name of ['Scrip', 'Old Scrip']) {
    const retired = await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${id[name]}`);
    expect(retired.statusCode, retired.body).toBe(200);
  }
  return { manager, market };
}

async function getReport(manager: ManagerClient, query: string) {
  const response = await manager.api('GET', `${BASE}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProgramReport>();
}

const figures = (
  tokens_distributed: number,
  value_distributed: number,
  tokens_redeemed: number,
  value_redeemed: number,
  market_days: number,
  vendors: number,
) => ({ tokens_distributed, value_distributed, tokens_redeemed, value_redeemed, market_days, vendors });

const program = (report: ProgramReport, label: string) =>
  report.programs.find((p) => p.label === label) as ProgramReportProgram;
const token = (p: ProgramReportProgram, name: string) => p.tokens.find((k) => k.name === name);

describe('program report: figures', () => {
  it('sums each token per month and in all, distributed from day reports and redeemed from checkouts', async () => {
    const { manager, market } = await fixture();
    const report = await getReport(manager, `market_id=${market.id}&${RANGE}`);
    expect(report.market_name).toBe('Downtown Farmers Market');
    expect(report.query).toEqual({ market_id: market.id, start_date: '2026-10-01', end_date: '2026-11-30' });
    expect(report.programs.map((p) => [p.label, p.tokens.map((k) => k.name)])).toEqual([
      ['SNAP', ['CalFresh', 'EBT Dollar']],
      ['Incentive: Market Match', ['Market Match']],
      ['Market bucks', ['Market Bucks']],
      ['Other', ['Scrip']],
    ]);

    const snap = program(report, 'SNAP');
    // CalFresh ($5): 6 redeemed in October, 1 + 2 (the edited count; the deleted checkout's 3 are gone) in
    // November; 15 distributed in October. Days: 10-17, 10-31 (a day report only), 11-07, 11-14.
    expect(token(snap, 'CalFresh')).toMatchObject({
      per_dollar_value: 5,
      is_retired: false,
      ...figures(15, 75, 9, 45, 4, 2),
      months: [
        { month: '2026-10', ...figures(15, 75, 6, 30, 2, 2) },
        { month: '2026-11', ...figures(0, 0, 3, 15, 2, 2) },
      ],
    });
    // EBT Dollar: redeemed in October, only distributed in November (no vendors that month).
    expect(token(snap, 'EBT Dollar')).toMatchObject({
      ...figures(3, 3, 7, 7, 3, 2),
      months: [
        { month: '2026-10', ...figures(0, 0, 7, 7, 2, 2) },
        { month: '2026-11', ...figures(3, 3, 0, 0, 1, 0) },
      ],
    });
    // The program counts a day or a vendor once, whichever of its tokens it was.
    expect(snap).toMatchObject({
      program: 'SNAP',
      program_name: null,
      ...figures(18, 78, 16, 52, 5, 2),
      months: [
        { month: '2026-10', ...figures(15, 75, 13, 37, 3, 2) },
        { month: '2026-11', ...figures(3, 3, 3, 15, 2, 2) },
      ],
    });

    const match = program(report, 'Incentive: Market Match');
    expect(match).toMatchObject({
      program: 'INCENTIVE',
      program_name: 'Market Match',
      ...figures(8, 16, 3, 6, 1, 1),
    });
    expect(match.months).toEqual([{ month: '2026-10', ...figures(8, 16, 3, 6, 1, 1) }]);
    // Market Bucks: 10 on 11-07 and the 4 the edit added on 11-14; 20 distributed on 11-07.
    expect(token(program(report, 'Market bucks'), 'Market Bucks')).toMatchObject(
      figures(20, 20, 14, 14, 2, 2),
    );
    // A retired token with figures in the range is still listed, marked; one without them is not.
    expect(token(program(report, 'Other'), 'Scrip')).toMatchObject({
      is_retired: true,
      ...figures(0, 0, 1, 3, 1, 1),
    });
  });

  it('values redeemed tokens as at the checkout and distributed tokens at the value today', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { tokens: [TOKENS[1] as TokenInput] });
    const calfresh = market.tokens[0]?.id as string;
    const producer = await vendor(manager, market, 'Green Valley Produce', 'PRODUCER');
    await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: producer,
      market_date: '2026-10-17',
      reported_gross: 100,
      tokens: [{ token_id: calfresh, count: 2 }],
    });
    await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
      market: market.id,
      date: '2026-10-17',
      expenses: 0,
      tokens_distributed: [{ token_id: calfresh, count: 3 }],
    });
    // The token is worth $10 from now on.
    const saved = await manager.api(
      'PUT',
      `/market-managers/markets/${market.id}`,
      marketPayload({
        tokens: market.tokens.map(({ count: _count, ...k }) => ({ ...k, per_dollar_value: 10 })),
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const report = await getReport(manager, `market_id=${market.id}&${RANGE}`);
    expect(report.programs[0]?.tokens[0]).toMatchObject({
      per_dollar_value: 10,
      ...figures(3, 30, 2, 10, 1, 1),
    });
  });

  it('lists every live token of a market with nothing in the range, at zero', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { tokens: TOKENS.slice(0, 2) });
    const report = await getReport(manager, `market_id=${market.id}&${RANGE}`);
    expect(report.programs).toEqual([
      expect.objectContaining({ label: 'SNAP', ...figures(0, 0, 0, 0, 0, 0), months: [] }),
      expect.objectContaining({ label: 'Market bucks', ...figures(0, 0, 0, 0, 0, 0), months: [] }),
    ]);
  });
});

describe('program report: exports', () => {
  it('writes one CSV row per token per month, under headers that name their units', async () => {
    const { manager, market } = await fixture();
    const response = await manager.api('GET', `${BASE}.csv?market_id=${market.id}&${RANGE}`);
    expectDownload(response, 'csv', 'program-report-downtown-farmers-market-2026-10-01-to-2026-11-30.csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMarket,Month (YYYY-MM),Program,Incentive program,Token,Token value (USD),Tokens distributed (count),Value distributed (USD),Tokens redeemed (count),Value redeemed (USD),Market days (count),Vendors redeeming (count)',
    );
    expect(lines.slice(1, -1)).toEqual([
      'Downtown Farmers Market,2026-10,SNAP,,CalFresh,5.00,15,75.00,6,30.00,2,2',
      'Downtown Farmers Market,2026-10,SNAP,,EBT Dollar,1.00,0,0.00,7,7.00,2,2',
      'Downtown Farmers Market,2026-10,Incentive: Market Match,Market Match,Market Match,2.00,8,16.00,3,6.00,1,1',
      'Downtown Farmers Market,2026-10,Other,,Scrip,3.00,0,0.00,1,3.00,1,1',
      'Downtown Farmers Market,2026-11,SNAP,,CalFresh,5.00,0,0.00,3,15.00,2,2',
      'Downtown Farmers Market,2026-11,SNAP,,EBT Dollar,1.00,3,3.00,0,0.00,1,0',
      'Downtown Farmers Market,2026-11,Market bucks,,Market Bucks,1.00,20,20.00,14,14.00,2,2',
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it('draws a PDF with the market, the range, a table per program and the months', async () => {
    const { manager, market } = await fixture();
    const response = await manager.api('GET', `${BASE}.pdf?market_id=${market.id}&${RANGE}`);
    expectDownload(response, 'pdf', 'program-report-downtown-farmers-market-2026-10-01-to-2026-11-30.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Program report: Downtown Farmers Market');
    expect(text).toContain('10/01/2026 – 11/30/2026');
    for (const part of [
      'Incentive: Market Match',
      'All SNAP tokens',
      'Scrip (retired)',
      'Per month',
      'November 2026',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe('program report: access and validation', () => {
  it("answers 404 for another manager's market on every route", async () => {
    const { market } = await fixture();
    const stranger = await signedInManager(t);
    for (const path of [BASE, `${BASE}.csv`, `${BASE}.pdf`]) {
      const response = await stranger.api('GET', `${path}?market_id=${market.id}&${RANGE}`);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('refuses a reversed range, a missing or bad market and a missing date with a clear message', async () => {
    const { manager, market } = await fixture();
    for (const path of [BASE, `${BASE}.csv`, `${BASE}.pdf`]) {
      const reversed = await manager.api(
        'GET',
        `${path}?market_id=${market.id}&start_date=2026-11-30&end_date=2026-10-01`,
      );
      expect(reversed.statusCode, path).toBe(400);
      expect(reversed.json().detail).toBe('Start date must be before or equal to end date');
    }
    const noMarket = await manager.api('GET', `${BASE}?${RANGE}`);
    expect(noMarket.statusCode).toBe(400);
    expect(noMarket.json().detail).toBe('Market is required');
    const badMarket = await manager.api('GET', `${BASE}?market_id=abc&${RANGE}`);
    expect(badMarket.json().detail).toBe('Market ID must be a valid UUID');
    const impossible = await manager.api(
      'GET',
      `${BASE}?market_id=${market.id}&start_date=2026-02-30&end_date=2026-03-01`,
    );
    expect(impossible.statusCode).toBe(400);
    const noDates = await manager.api('GET', `${BASE}?market_id=${market.id}`);
    expect(noDates.json().detail).toBe('Date is required');
  });
});
