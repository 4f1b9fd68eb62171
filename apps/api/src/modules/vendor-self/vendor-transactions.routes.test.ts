import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { signedInVendor, type VendorClient } from '../../../test/clients';
import { expectDownload } from '../../../test/downloads';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { pdfAnswerText } from '../../../test/pdf-text';
import { openTestApps } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';

const openApp = openTestApps();

async function checkout(
  manager: ManagerClient,
  {
    marketId,
    marketVendorId,
    date,
    gross,
    tokens = [],
  }: {
    marketId: string;
    marketVendorId: string;
    date: string;
    gross: number;
    tokens?: { token_id: string; count: number }[];
  },
) {
  const response = await manager.api('POST', `/market-managers/transactions/${marketId}`, {
    market_vendor_id: marketVendorId,
    market_date: date,
    reported_gross: gross,
    tokens,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as { id: string };
}

// Two managers' markets; vendor A sells at both, vendor B at the first one only.
async function twoVendorsAtTwoMarkets(app: TestApp) {
  const downtownManager = await signedInManager(app);
  const downtown = await createMarket(downtownManager);
  const riversideManager = await signedInManager(app);
  const riverside = await createMarket(riversideManager, { name: 'Riverside Market', gov_fee: 0 });
  const a = await signedInVendor(app);
  const b = await signedInVendor(app);
  const aDowntown = await joinMarket(app.db, { vendorId: a.vendor.id, marketId: downtown.id });
  const aRiverside = await joinMarket(app.db, { vendorId: a.vendor.id, marketId: riverside.id });
  const bDowntown = await joinMarket(app.db, { vendorId: b.vendor.id, marketId: downtown.id });
  const bucks = downtown.tokens[0]?.id ?? '';
  const booked = {
    // 6% of $500 + $1.50 − 12 × $1 = $19.50
    aFirst: await checkout(downtownManager, {
      marketId: downtown.id,
      marketVendorId: aDowntown,
      date: '2026-11-14',
      gross: 500,
      tokens: [{ token_id: bucks, count: 12 }],
    }),
    // 6% of $200.10 = $12.01 (half away from zero) + $1.50 = $13.51
    aSecond: await checkout(downtownManager, {
      marketId: downtown.id,
      marketVendorId: aDowntown,
      date: '2026-11-21',
      gross: 200.1,
    }),
    // 6% of $100 = $6.00, no gov fee
    aRiverside: await checkout(riversideManager, {
      marketId: riverside.id,
      marketVendorId: aRiverside,
      date: '2026-11-18',
      gross: 100,
    }),
    bFirst: await checkout(downtownManager, {
      marketId: downtown.id,
      marketVendorId: bDowntown,
      date: '2026-11-14',
      gross: 999,
    }),
  };
  return { a, b, downtown, riverside, booked };
}

const list = (vendor: VendorClient, query = '') => vendor.api('GET', `/vendors/self/transactions${query}`);

describe('vendor transactions', () => {
  it('lists only the vendor’s own checkouts across all their markets, newest first, with totals', async () => {
    const t = await openApp();
    const { a, b, booked } = await twoVendorsAtTwoMarkets(t);

    const response = await list(a);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((tx: { id: string }) => tx.id)).toEqual([
      booked.aSecond.id,
      booked.aRiverside.id,
      booked.aFirst.id,
    ]);
    expect(body.data[0]).toMatchObject({
      market_name: 'Downtown Farmers Market',
      vendor_id: a.vendor.id,
      reported_gross: 200.1,
      market_fee: 12.01,
      gov_fee: 1.5,
      money_owed: 13.51,
    });
    expect(body).toMatchObject({ page: 0, page_size: 50, total_count: 3 });
    expect(body.totals).toEqual({
      count: 3,
      reported_gross: 800.1,
      market_fee: 48.01,
      gov_fee: 3,
      token_total: 12,
      money_owed: 39.01,
      tokens: [{ token_id: expect.any(String), name: expect.any(String), count: 12, value: 12 }],
    });

    const other = (await list(b)).json();
    expect(other.data.map((tx: { id: string }) => tx.id)).toEqual([booked.bFirst.id]);
    expect(other.totals).toMatchObject({ count: 1, reported_gross: 999 });
  });

  it('filters by market and by date range', async () => {
    const t = await openApp();
    const { a, riverside, booked } = await twoVendorsAtTwoMarkets(t);
    const byMarket = (await list(a, `?market_id=${riverside.id}`)).json();
    expect(byMarket.data.map((tx: { id: string }) => tx.id)).toEqual([booked.aRiverside.id]);
    const byDates = (await list(a, '?start_date=2026-11-15&end_date=2026-11-21')).json();
    expect(byDates.data.map((tx: { id: string }) => tx.id)).toEqual([
      booked.aSecond.id,
      booked.aRiverside.id,
    ]);
    expect(byDates.totals).toMatchObject({ count: 2, reported_gross: 300.1 });
    const none = (await list(a, '?start_date=2027-01-01')).json();
    expect(none).toEqual({
      data: [],
      page: 0,
      page_size: 50,
      total_count: 0,
      totals: {
        count: 0,
        reported_gross: 0,
        market_fee: 0,
        gov_fee: 0,
        token_total: 0,
        money_owed: 0,
        tokens: [],
      },
    });
  });

  it('refuses a reversed date range and a malformed market id with a message', async () => {
    const t = await openApp();
    const a = await signedInVendor(t);
    const reversed = await list(a, '?start_date=2026-11-21&end_date=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe('Start date must be before or equal to end date');
    const badMarket = await list(a, '?market_id=downtown');
    expect(badMarket.statusCode).toBe(400);
    expect(badMarket.json().detail).toBe('Market ID must be a valid UUID');
  });

  it('a market the vendor has no checkouts at gives nothing, not another vendor’s rows', async () => {
    const t = await openApp();
    const { b, riverside } = await twoVendorsAtTwoMarkets(t);
    expect((await list(b, `?market_id=${riverside.id}`)).json().data).toEqual([]);
  });
});

describe('vendor transactions, paged and exported', () => {
  it('pages with the whole range’s totals, sorts by another column and searches by market', async () => {
    const t = await openApp();
    const { a, booked } = await twoVendorsAtTwoMarkets(t);
    const second = (await list(a, '?page=1&page_size=2')).json();
    expect(second.data.map((tx: { id: string }) => tx.id)).toEqual([booked.aFirst.id]);
    expect(second).toMatchObject({
      page: 1,
      page_size: 2,
      total_count: 3,
      totals: { reported_gross: 800.1 },
    });
    const byGross = (await list(a, '?sort_by=reported_gross&sort_direction=ASC')).json();
    expect(byGross.data.map((tx: { id: string }) => tx.id)).toEqual([
      booked.aRiverside.id,
      booked.aSecond.id,
      booked.aFirst.id,
    ]);
    const riverside = (await list(a, '?search=RIVERSIDE')).json();
    expect(riverside.data.map((tx: { id: string }) => tx.id)).toEqual([booked.aRiverside.id]);
    expect(riverside.totals).toMatchObject({ count: 1, reported_gross: 100 });
    expect((await list(a, '?page_size=201')).statusCode).toBe(400);
  });

  it('exports only the vendor’s own checkouts of the range as CSV', async () => {
    const t = await openApp();
    const { a, booked } = await twoVendorsAtTwoMarkets(t);
    const response = await a.api('GET', '/vendors/self/transactions/csv?start_date=2026-11-15');
    expectDownload(response, 'csv', 'transactions-2026-11-15-to-latest.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('11/21/2026,Downtown Farmers Market');
    expect(lines[2]).toContain('11/18/2026,Riverside Market');
    expect(response.body).not.toContain('999.00');
    expect(booked.bFirst.id).toBeTruthy();
  });
});

describe('vendor receipt', () => {
  it('returns the same receipt PDF the manager prints', async () => {
    const t = await openApp();
    const { a, booked } = await twoVendorsAtTwoMarkets(t);
    const response = await a.api(
      'GET',
      `/vendors/self/transactions/receipt?transaction_id=${booked.aFirst.id}`,
    );
    const text = await pdfAnswerText(response);
    expect(text).toContain('Downtown Farmers Market');
    expect(text).toContain(a.vendor.businessName);
    expect(text).toContain('6% of $500.00 = $30.00');
    expect(text).toContain('$19.50');
  });

  it('answers 404 for another vendor’s checkout and for an unknown one, 400 for a malformed id', async () => {
    const t = await openApp();
    const { b, booked } = await twoVendorsAtTwoMarkets(t);
    const url = (id: string) => `/vendors/self/transactions/receipt?transaction_id=${id}`;
    const foreign = await b.api('GET', url(booked.aFirst.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/json/);
    expect((await b.api('GET', url('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await b.api('GET', url('nope'))).statusCode).toBe(400);
    expect((await b.api('GET', url(booked.bFirst.id))).statusCode).toBe(200);
  });
});
