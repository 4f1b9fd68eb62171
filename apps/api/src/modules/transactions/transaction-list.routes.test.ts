import type { TransactionListTotals } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { expectDownload } from '../../../test/downloads';
import { type ManagerClient, managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { transactions } from '../../db/schema';
import { EXPORT_BATCH_SIZE } from './transaction-list.repository';

const t = useTestApp();

const LIST = '/market-managers/transactions';
type Row = {
  id: string;
  vendor_name: string;
  market_date: string;
  reported_gross: number;
  money_owed: number;
};
type Page = {
  data: Row[];
  page: number;
  page_size: number;
  total_count: number;
  totals: TransactionListTotals;
};

async function setup() {
  const { manager, market, vendors } = await managerWithMarket(t);
  const book = async (marketVendorId: string, date: string, gross: number, tokens: object[] = []) => {
    const response = await manager.api('POST', `${LIST}/${market.id}`, {
      market_vendor_id: marketVendorId,
      market_date: date,
      reported_gross: gross,
      tokens,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as Row;
  };
  return { manager, market, vendors, book };
}

async function get(manager: ManagerClient, query: string) {
  const response = await manager.api('GET', `${LIST}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

const ids = (page: { data: Row[] }) => page.data.map((row) => row.id);

describe('transactions list, paged on the server', () => {
  it('answers one page with the count and totals of the whole range; past the end is empty', async () => {
    const { manager, market, vendors, book } = await setup();
    const [bucks] = market.tokens;
    await book(vendors.producer.market_vendor_id, '2026-11-07', 100, [{ token_id: bucks!.id, count: 3 }]);
    await book(vendors.producer.market_vendor_id, '2026-11-14', 200);
    await book(vendors.reseller.market_vendor_id, '2026-11-14', 300, [{ token_id: bucks!.id, count: 2 }]);
    const all = await get(manager, `market_id=${market.id}`);
    expect(all).toMatchObject({ page: 0, page_size: 50, total_count: 3 });
    const first = await get(manager, `market_id=${market.id}&page_size=2`);
    const second = await get(manager, `market_id=${market.id}&page_size=2&page=1`);
    expect(ids(first)).toHaveLength(2);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all));
    // Totals are the range's, not the page's.
    expect(second.totals).toEqual(all.totals);
    expect(second.totals).toMatchObject({ count: 3, reported_gross: 600 });
    expect(second.totals.tokens).toEqual([
      { token_id: bucks!.id, name: bucks!.name, count: 5, value: 5 * bucks!.per_dollar_value },
    ]);
    const owed = all.data.reduce((cents, row) => cents + Math.round(row.money_owed * 100), 0);
    expect(Math.round(all.totals.money_owed * 100)).toBe(owed);
    const beyond = await get(manager, `market_id=${market.id}&page_size=2&page=7`);
    expect(beyond).toMatchObject({ data: [], page: 7, total_count: 3, totals: { count: 3 } });

    // A page alone: the same rows, neither count nor sums of the range.
    const pageAlone = await get(manager, `market_id=${market.id}&page_size=2&page=1&totals=false`);
    expect(pageAlone).toMatchObject({ page: 1, total_count: null, totals: null });
    expect(ids(pageAlone)).toEqual(ids(second));
    const wrong = await manager.api('GET', `${LIST}?market_id=${market.id}&totals=maybe`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Totals must be true or false');
  });

  it('refuses a page size over 200 and pages or sort columns that are not one', async () => {
    const { manager } = await setup();
    for (const [query, message] of [
      ['page_size=201', 'Page size must be a whole number from 1 to 200'],
      ['page_size=0', 'Page size must be a whole number from 1 to 200'],
      ['page_size=1e2', 'Page size must be a whole number from 1 to 200'],
      ['page=-1', 'Page must be a whole number of 0 or more'],
      ['sort_by=password', expect.stringContaining('Sort by must be one of: market_date')],
      ['sort_direction=UP', 'Sort direction must be ASC or DESC'],
    ] as const) {
      const response = await manager.api('GET', `${LIST}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toEqual(message);
    }
    expect((await manager.api('GET', `${LIST}?page_size=200`)).statusCode).toBe(200);
  });

  it('sorts by another column with the id as a tiebreaker, so pages neither repeat nor skip', async () => {
    const { manager, vendors, book } = await setup();
    const dates = ['2026-10-03', '2026-10-10', '2026-10-17', '2026-10-24'];
    for (const date of dates) {
      await book(vendors.producer.market_vendor_id, date, 100);
      await book(vendors.service.market_vendor_id, date, 100);
    }
    await book(vendors.reseller.market_vendor_id, '2026-10-03', 50);
    const asc = await get(manager, 'sort_by=reported_gross&sort_direction=ASC');
    expect(asc.data[0]?.reported_gross).toBe(50);
    const equal = asc.data.slice(1).map((row) => row.id);
    expect(equal).toEqual([...equal].sort());
    const desc = await get(manager, 'sort_by=reported_gross&sort_direction=DESC');
    expect(desc.data.at(-1)?.reported_gross).toBe(50);
    // Descending, ties run by id descending too: one backward walk of the column's index.
    const equalDesc = desc.data.slice(0, -1).map((row) => row.id);
    expect(equalDesc).toEqual([...equal].reverse());
    const paged: string[] = [];
    for (let page = 0; page < 5; page++) {
      paged.push(...ids(await get(manager, `sort_by=reported_gross&page_size=2&page=${page}`)));
    }
    expect(paged).toHaveLength(9);
    expect(new Set(paged).size).toBe(9);
    const byName = await get(manager, 'sort_by=vendor_name&sort_direction=ASC&page_size=1');
    expect(byName.data[0]?.vendor_name).toBe('Green Valley Produce');
  });

  it('searches the vendor name in any case, and a % in the search matches only a %', async () => {
    const { manager, market, book } = await setup();
    const add = async (business_name: string) => {
      const response = await manager.api('POST', '/market-managers/vendors', {
        business_name,
        type: 'PRODUCER',
        market_ids: [market.id],
      });
      return response.json().data.markets[0].market_vendor_id as string;
    };
    await book(await add('100% Organic Farm'), '2026-11-14', 10);
    await book(await add('1000 Acres Ranch'), '2026-11-14', 20);
    const percent = await get(manager, 'search=0%25');
    expect(percent.data.map((row) => row.vendor_name)).toEqual(['100% Organic Farm']);
    expect(percent.totals).toMatchObject({ count: 1, reported_gross: 10 });
    const anyCase = await get(manager, 'search=%20aCrEs%20');
    expect(anyCase.data.map((row) => row.vendor_name)).toEqual(['1000 Acres Ranch']);
    expect((await get(manager, 'search=_')).total_count).toBe(0);
  });
});

describe('transactions CSV, streamed by the server', () => {
  it('streams the header and every row of a range longer than one batch, in list order', async () => {
    const { manager, market, vendors, book } = await setup();
    const booked = await book(vendors.producer.market_vendor_id, '2026-11-14', 100);
    const count = EXPORT_BATCH_SIZE + 5;
    const start = Date.UTC(2022, 0, 1);
    const rows = Array.from({ length: count }, (_, i) => ({
      managerId: manager.manager.id,
      marketId: market.id,
      marketVendorId: vendors.reseller.market_vendor_id,
      vendorId: vendors.reseller.id,
      marketDate: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      marketName: market.name,
      // A name a spreadsheet would run as a formula.
      vendorName: i === 0 ? '=HYPERLINK("http://evil")' : 'Rise & Shine Bakery',
      vendorType: 'NON_PRODUCER' as const,
      reportedGrossCents: 1_000,
      marketFeeCents: 100,
      govFeeCents: 0,
      tokenTotalCents: 0,
      moneyOwedCents: 100,
      marketFeeCalculation: '10% of $10.00 = $1.00',
    }));
    await t.db.insert(transactions).values(rows);

    const response = await manager.api('GET', `${LIST}/csv?market_id=${market.id}&sort_direction=ASC`);
    expectDownload(response, 'csv', 'transactions-all.csv');
    expect(response.body.startsWith('\uFEFFDate,Market,Vendor,Vendor type,')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const data = lines.slice(1, -1);
    expect(data).toHaveLength(count + 1);
    expect(data[0]).toMatch(/^01\/01\/2022,/);
    expect(data[0]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(data[1]).toMatch(/^01\/02\/2022,/);
    expect(data.at(-1)).toContain(`11/14/2026,${market.name},Green Valley Produce,`);
    expect(data.at(-1)).toContain(',100.00,');
    const dates = data.map((line) => line.slice(0, 10));
    expect(new Set(dates).size).toBe(count + 1);
    expect(booked.id).toBeTruthy();
  });

  it('applies the list filters and names the range in the file name', async () => {
    const { manager, vendors, book } = await setup();
    await book(vendors.producer.market_vendor_id, '2026-11-07', 100);
    await book(vendors.service.market_vendor_id, '2026-11-14', 200);
    const response = await manager.api(
      'GET',
      `${LIST}/csv?start_date=2026-11-01&end_date=2026-11-30&vendor_type=ANCILLARY`,
    );
    expectDownload(response, 'csv', 'transactions-2026-11-01-to-2026-11-30.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Knife Sharpening Sam');
    expect((await manager.api('GET', `${LIST}/csv?page_size=500`)).statusCode).toBe(200);
  });
});
