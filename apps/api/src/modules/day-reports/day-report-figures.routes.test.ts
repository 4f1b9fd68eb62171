import { DAY_REPORT_FIGURES_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { dayReports, tokenFloatEntries, tokenLedger } from '../../db/schema';

// Sunday 22 November 2026 in California: the market day (Saturday the 21st) has been held.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-22T20:00:00Z')) }));

const DAY = '2026-11-21';
const WEEK_BEFORE = '2026-11-14';

const FIGURES = {
  shopper_count: 412,
  shopper_count_method: 'SAMPLE',
  snap_transactions: 37,
  snap_sales: 1234.56,
  incentive_transactions: 29,
  incentive_sales: 0.1,
  new_snap_customers: 6,
};

async function marketWithReports() {
  const { manager, market, bucks, calfresh } = await managerWithMarket(t);
  const base = `/market-managers/markets/${market.id}/day-reports`;
  const save = (body: Record<string, unknown>, id?: string) =>
    manager.api(id ? 'PUT' : 'POST', id ? `${base}/${id}` : base, {
      market: market.id,
      date: DAY,
      expenses: 0,
      ...body,
    });
  const calculated = (date: string) => manager.api('GET', `${base}/${date}/calculated`);
  const list = async () => (await manager.api('GET', base)).json();
  // An entry of the info booth's token float, as the booth records it (docs/product.md §20).
  const float = (entry: {
    tokenId: string;
    kind: 'ISSUE' | 'REFUND';
    method: 'EBT' | 'CARD' | 'MATCH' | 'CASH' | 'OTHER';
    count: number;
    amountCents: number;
    shoppers?: number;
    date?: string;
  }) =>
    t.db.insert(tokenFloatEntries).values({
      marketId: market.id,
      tokenId: entry.tokenId,
      marketDate: entry.date ?? DAY,
      kind: entry.kind,
      method: entry.method,
      count: entry.count,
      amountCents: entry.amountCents,
      shoppers: entry.shoppers ?? 1,
    });
  return { manager, market, bucks, calfresh, save, calculated, list, float };
}

describe("a day report's funder figures", () => {
  it('keep every figure as entered, money to the cent, and clear them back to not counted', async () => {
    const { save, list, bucks, market } = await marketWithReports();
    const created = await save({ ...FIGURES, tokens_distributed: [{ token_id: bucks.id, count: 5 }] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ ...FIGURES, tokens_distributed_source: 'report' });
    const [stored] = await t.db.select().from(dayReports).where(eq(dayReports.marketId, market.id));
    expect(stored).toMatchObject({ snapCents: 123456, incentiveCents: 10, shopperCountMethod: 'SAMPLE' });
    expect((await list())[0]).toMatchObject(FIGURES);

    // Left out or null: not counted (a zero is a count).
    const id = created.json().data.id;
    const cleared = await save({ snap_transactions: 0, snap_sales: 0, incentive_sales: null }, id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await list())[0]).toMatchObject({
      shopper_count: null,
      shopper_count_method: null,
      snap_transactions: 0,
      snap_sales: 0,
      incentive_transactions: null,
      incentive_sales: null,
      new_snap_customers: null,
    });
  });

  it('takes a shopper count only with how it was counted, and a method only with a count', async () => {
    const { save } = await marketWithReports();
    const countAlone = await save({ shopper_count: 300 });
    expect(countAlone.statusCode).toBe(400);
    expect(countAlone.json().errors).toEqual([
      { path: 'shopper_count_method', message: DAY_REPORT_FIGURES_MESSAGES.methodRequired },
    ]);
    const methodAlone = await save({ shopper_count: null, shopper_count_method: 'HEADCOUNT' });
    expect(methodAlone.statusCode).toBe(400);
    expect(methodAlone.json().errors).toEqual([
      { path: 'shopper_count', message: DAY_REPORT_FIGURES_MESSAGES.countRequired },
    ]);
    const both = await save({ shopper_count: 0, shopper_count_method: 'ESTIMATE' });
    expect(both.statusCode, both.body).toBe(201);
  });

  it.each([
    [{ snap_transactions: -1 }, DAY_REPORT_FIGURES_MESSAGES.wholeNumber],
    [{ new_snap_customers: 2.5 }, DAY_REPORT_FIGURES_MESSAGES.wholeNumber],
    [{ incentive_transactions: '12' }, DAY_REPORT_FIGURES_MESSAGES.wholeNumber],
    [{ shopper_count: 1_000_001, shopper_count_method: 'HEADCOUNT' }, DAY_REPORT_FIGURES_MESSAGES.tooLarge],
    [{ shopper_count: 1e300, shopper_count_method: 'HEADCOUNT' }, DAY_REPORT_FIGURES_MESSAGES.wholeNumber],
    [{ snap_sales: -0.01 }, 'Amount must be positive'],
    [{ incentive_sales: 10.005 }, 'Use at most two decimals'],
    [{ snap_sales: 10_000_000.01 }, 'Amount must be at most $10,000,000.00'],
    [{ shopper_count: 5, shopper_count_method: 'GUESS' }, DAY_REPORT_FIGURES_MESSAGES.methodRequired],
    [{ shopper_count: 5, shopper_count_method: 'HEAD\u0000COUNT' }, 'Remove the control characters'],
    [{ notes: 'Busy\u0000day' }, 'Remove the control characters from this text'],
  ])('refuses %o', async (override, message) => {
    const { save, list } = await marketWithReports();
    const response = await save(override);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(message);
    expect(await list()).toEqual([]);
  });
});

describe("a day's tokens distributed: the info booth's token float, else the report's", () => {
  it('answers the float’s issues, and its SNAP and incentive figures, for a day the booth kept a float', async () => {
    const { bucks, calfresh, calculated, float } = await marketWithReports();
    // SNAP: two EBT issues (3 + 2 shoppers) and a refund to a card; the incentive: one batch of 4 shoppers.
    await float({
      tokenId: calfresh.id,
      kind: 'ISSUE',
      method: 'EBT',
      count: 40,
      amountCents: 4000,
      shoppers: 3,
    });
    await float({
      tokenId: calfresh.id,
      kind: 'ISSUE',
      method: 'EBT',
      count: 25,
      amountCents: 2501,
      shoppers: 2,
    });
    await float({ tokenId: calfresh.id, kind: 'REFUND', method: 'EBT', count: 5, amountCents: 500 });
    await float({
      tokenId: bucks.id,
      kind: 'ISSUE',
      method: 'MATCH',
      count: 30,
      amountCents: 1550,
      shoppers: 4,
    });
    // Card and cash issues are tokens distributed, but neither SNAP nor incentive.
    await float({ tokenId: bucks.id, kind: 'ISSUE', method: 'CARD', count: 10, amountCents: 1000 });
    await float({ tokenId: bucks.id, kind: 'REFUND', method: 'CASH', count: 2, amountCents: 200 });
    // Another day's entry counts on its own day only.
    await float({
      tokenId: bucks.id,
      kind: 'ISSUE',
      method: 'EBT',
      count: 99,
      amountCents: 9900,
      date: WEEK_BEFORE,
    });

    expect((await calculated(DAY)).json()).toMatchObject({
      tokens_distributed: [
        { token_id: calfresh.id, name: 'CalFresh', count: 65 },
        { token_id: bucks.id, name: 'Market Bucks', count: 40 },
      ],
      tokens_distributed_source: 'float',
      float_figures: {
        snap_transactions: 5,
        snap_sales: 60.01,
        incentive_transactions: 4,
        incentive_sales: 15.5,
      },
    });
    const none = (await calculated('2026-11-07')).json();
    expect(none).toMatchObject({
      tokens_distributed: [],
      tokens_distributed_source: 'report',
      float_figures: null,
    });
  });

  it('stores a float day’s report without a count of its own (whatever it sends), moves no stock, and keeps its own on other days', async () => {
    const { bucks, calfresh, save, list, float } = await marketWithReports();
    await float({ tokenId: bucks.id, kind: 'ISSUE', method: 'MATCH', count: 30, amountCents: 3000 });
    await float({ tokenId: bucks.id, kind: 'ISSUE', method: 'CARD', count: 12, amountCents: 1200 });

    // Another count (an older form, a report held on a device before the booth's entries) is neither refused nor
    // kept: the day answers the float's 42, and no withdrawal is written for it (the stock would not cover 500).
    const saved = await save({ tokens_distributed: [{ token_id: bucks.id, count: 500 }], notes: 'Rain' });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id;
    expect(saved.json().data).toMatchObject({
      tokens_distributed: [{ token_id: bucks.id, name: 'Market Bucks', count: 42 }],
      tokens_distributed_source: 'float',
      notes: 'Rain',
    });
    const [stored] = await t.db.select().from(dayReports).where(eq(dayReports.id, id));
    expect(stored?.tokensDistributed).toEqual([]);
    expect(await t.db.select().from(tokenLedger).where(eq(tokenLedger.mdrId, id))).toEqual([]);
    for (const tokens of [[{ token_id: calfresh.id, count: 1 }], [{ token_id: bucks.id, count: 42 }], []]) {
      const edited = await save({ tokens_distributed: tokens }, id);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.tokens_distributed).toEqual([
        { token_id: bucks.id, name: 'Market Bucks', count: 42 },
      ]);
    }

    // A day without float entries keeps the report's own count, its id in capitals stored as the token's.
    const other = await save({
      date: WEEK_BEFORE,
      tokens_distributed: [{ token_id: calfresh.id.toUpperCase(), count: 9 }],
    });
    expect(other.statusCode, other.body).toBe(201);
    const [kept] = await t.db.select().from(dayReports).where(eq(dayReports.id, other.json().data.id));
    expect(kept?.tokensDistributed).toEqual([{ token_id: calfresh.id, count: 9 }]);
    const reports = await list();
    expect(reports.find((r: { date: string }) => r.date === WEEK_BEFORE)).toMatchObject({
      tokens_distributed: [{ token_id: calfresh.id, name: 'CalFresh', count: 9 }],
      tokens_distributed_source: 'report',
    });
    expect(reports.find((r: { date: string }) => r.date === DAY)).toMatchObject({
      tokens_distributed: [{ token_id: bucks.id, count: 42 }],
      tokens_distributed_source: 'float',
    });
  });

  it('takes the float’s count of a token retired since the booth gave it out', async () => {
    const { manager, market, calfresh, save, float } = await marketWithReports();
    await float({ tokenId: calfresh.id, kind: 'ISSUE', method: 'EBT', count: 10, amountCents: 1000 });
    const retired = await manager.api(
      'DELETE',
      `/market-managers/markets/${market.id}/tokens/${calfresh.id}`,
    );
    expect(retired.statusCode).toBe(200);
    const saved = await save({ tokens_distributed: [{ token_id: calfresh.id, count: 10 }] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.tokens_distributed).toEqual([
      { token_id: calfresh.id, name: 'CalFresh', count: 10 },
    ]);
  });

  it('answers the float on a report saved before the booth kept one', async () => {
    const { bucks, save, list, float } = await marketWithReports();
    const saved = await save({ tokens_distributed: [{ token_id: bucks.id, count: 50 }] });
    expect(saved.statusCode).toBe(201);
    expect((await list())[0]).toMatchObject({
      tokens_distributed: [{ token_id: bucks.id, count: 50 }],
      tokens_distributed_source: 'report',
    });
    await float({ tokenId: bucks.id, kind: 'ISSUE', method: 'CASH', count: 44, amountCents: 4400 });
    expect((await list())[0]).toMatchObject({
      tokens_distributed: [{ token_id: bucks.id, count: 44 }],
      tokens_distributed_source: 'float',
    });
  });
});
