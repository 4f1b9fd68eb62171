import { describe, expect, it } from 'vitest';
import { managerWithMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

// Entries without a market date (creation, deposits, corrections) fall on the day they were written, so the
// whole range reaches to the end of the preset calendar.
const WHOLE = 'start_date=2026-11-01&end_date=2030-12-31';

// Market Bucks ($1) and CalFresh ($5), created with 100 and 40.
async function fixture() {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  const checkout = (
    vendor: keyof typeof vendors,
    date: string,
    tokens: { token_id: string; count: number }[],
  ) =>
    manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors[vendor].market_vendor_id,
      market_date: date,
      reported_gross: 100,
      tokens,
    });
  const dayReport = (date: string, count: number) =>
    manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
      market: market.id,
      date,
      expenses: 0,
      tokens_distributed: [{ token_id: bucks.id, count }],
    });
  const ledger = (body: object) =>
    manager.api('POST', `/market-managers/markets/${market.id}/tokens/${bucks.id}/ledger`, body);

  expect((await ledger({ type: 'DEPOSIT', quantity: 20 })).statusCode).toBe(201);
  // 11/07: no day report; 4 taken out by hand, 5 handed in.
  await ledger({ type: 'WITHDRAW_FOR_MARKET', quantity: 4, market_date: '2026-11-07' });
  await checkout('producer', '2026-11-07', [{ token_id: bucks.id, count: 5 }]);
  // 11/14: 30 given out; 12 + 8 handed in, then the first checkout corrected to 10 (18 in all).
  await dayReport('2026-11-14', 30);
  await checkout('producer', '2026-11-14', [{ token_id: bucks.id, count: 12 }]);
  await checkout('reseller', '2026-11-14', [{ token_id: bucks.id, count: 8 }]);
  const overwrite = await manager.api(
    'PUT',
    `/market-managers/transactions/?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=2026-11-14`,
    {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: '2026-11-14',
      reported_gross: 100,
      tokens: [{ token_id: bucks.id, count: 10 }],
    },
  );
  expect(overwrite.statusCode).toBe(200);
  // 11/21: only 10 given out but 9 + 6 Market Bucks and 2 CalFresh handed in.
  await dayReport('2026-11-21', 10);
  await checkout('producer', '2026-11-21', [
    { token_id: bucks.id, count: 9 },
    { token_id: calfresh.id, count: 2 },
  ]);
  await checkout('reseller', '2026-11-21', [{ token_id: bucks.id, count: 6 }]);
  await ledger({ type: 'MANUAL', quantity: -3, note: 'Recount' });
  return { manager, market, bucks, calfresh };
}

const url = (marketId: string, query: string) =>
  `/market-managers/markets/${marketId}/tokens/reconciliation?${query}`;

describe('token reconciliation', () => {
  it('sums the ledger per token and states the variance: distributed − redeemed', async () => {
    const { manager, market, bucks, calfresh } = await fixture();
    const response = await manager.api('GET', url(market.id, WHOLE));
    expect(response.statusCode).toBe(200);
    const result = response.json();
    // Distributed 4 + 30 + 10 = 44; redeemed 5 + 18 + 15 = 38; returned on day-report nights 18 + 15 = 33.
    // In hand: 100 + 20 − 44 + 38 − 3 = 111. Variance 44 − 38 = 6 tokens = $6.00.
    expect(result.tokens).toEqual([
      {
        token_id: bucks.id,
        name: 'Market Bucks',
        per_dollar_value: 1,
        retired: false,
        created: 100,
        deposited: 20,
        distributed: 44,
        redeemed: 38,
        returned: 33,
        unreported: 5,
        manual: -3,
        in_hand: 111,
        variance: 6,
        variance_value: 6,
      },
      {
        token_id: calfresh.id,
        name: 'CalFresh',
        per_dollar_value: 5,
        retired: false,
        created: 40,
        deposited: 0,
        distributed: 0,
        redeemed: 2,
        returned: 2,
        unreported: 0,
        manual: 0,
        in_hand: 42,
        variance: -2,
        variance_value: -10,
      },
    ]);
    // The in-hand figure is the count the tokens page shows.
    const counts = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json().tokens;
    expect(counts.map((tk: { count: number }) => tk.count)).toEqual([111, 42]);
  });

  it('lists each market day with its figures and warns when more came back than went out', async () => {
    const { manager, market, bucks, calfresh } = await fixture();
    const { days } = (await manager.api('GET', url(market.id, WHOLE))).json();
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2026-11-21', '2026-11-14', '2026-11-07']);
    const [late, middle, early] = days;
    expect(late.day_report_id).toEqual(expect.any(String));
    expect(late.tokens).toEqual([
      { token_id: bucks.id, name: 'Market Bucks', distributed: 10, redeemed: 15, returned: 15, variance: -5 },
      { token_id: calfresh.id, name: 'CalFresh', distributed: 0, redeemed: 2, returned: 2, variance: -2 },
    ]);
    expect(late.warnings).toEqual([
      {
        token_id: bucks.id,
        kind: 'RETURNED_EXCEEDS_DISTRIBUTED',
        message: '15 Market Bucks returned but only 10 distributed.',
      },
      {
        token_id: calfresh.id,
        kind: 'RETURNED_EXCEEDS_DISTRIBUTED',
        message: '2 CalFresh returned but only 0 distributed.',
      },
    ]);
    expect(middle.tokens).toEqual([
      { token_id: bucks.id, name: 'Market Bucks', distributed: 30, redeemed: 18, returned: 18, variance: 12 },
    ]);
    expect(middle.warnings).toEqual([]);
    expect(early).toMatchObject({
      day_report_id: null,
      tokens: [{ token_id: bucks.id, distributed: 4, redeemed: 5, returned: null, variance: -1 }],
      warnings: [
        {
          kind: 'NO_DAY_REPORT',
          message: '5 Market Bucks redeemed on a night without a day report.',
        },
      ],
    });
  });

  it('keeps to the chosen range, and still lists a retired token with history', async () => {
    const { manager, market, calfresh } = await fixture();
    await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${calfresh.id}`);
    const result = (
      await manager.api('GET', url(market.id, 'start_date=2026-11-14&end_date=2026-11-21'))
    ).json();
    expect(result.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-21', '2026-11-14']);
    const [bucksLine, calfreshLine] = result.tokens;
    expect(bucksLine).toMatchObject({ created: 0, deposited: 0, manual: 0, distributed: 40, redeemed: 33 });
    expect(bucksLine.in_hand).toBe(111);
    expect(calfreshLine).toMatchObject({ name: 'CalFresh', retired: true, redeemed: 2 });
  });

  it('answers a range without a day report (a new market) with its checkouts, not an error', async () => {
    const { manager, market, bucks } = await fixture();
    const response = await manager.api('GET', url(market.id, 'start_date=2026-11-01&end_date=2026-11-07'));
    expect(response.statusCode, response.body).toBe(200);
    const line = response.json().tokens.find((t: { token_id: string }) => t.token_id === bucks.id);
    // 11/07: 4 taken to market by hand, 5 handed in.
    expect(line).toMatchObject({ distributed: 4, redeemed: 5 });
  });

  it("answers 404 for another manager's market", async () => {
    const { market } = await fixture();
    const other = await signedInManager(t);
    expect((await other.api('GET', url(market.id, WHOLE))).statusCode).toBe(404);
  });

  it.each([
    ['start_date=2026-11-21&end_date=2026-11-01', 'Start date must be before or equal to end date'],
    ['end_date=2026-11-01', 'Date is required'],
    ['start_date=2026-13-01&end_date=2026-12-01', 'Invalid date format'],
  ])('refuses %s', async (query, message) => {
    const { manager, market } = await managerWithMarket(t);
    const response = await manager.api('GET', url(market.id, query));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
  });
});
