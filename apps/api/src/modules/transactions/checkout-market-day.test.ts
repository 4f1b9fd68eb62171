import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/checkout-fixtures';
import { managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// 21:00 on Saturday 21 November at the market (Los Angeles); already Sunday the 22nd in UTC.
const NOW = new Date('2026-11-22T05:00:00Z');
const FUTURE_DAY = 'The date is after today at the market. Choose today or an earlier day.';

const t = useTestApp(() => ({ clock: createClock(NOW) }));

describe('the date of a checkout and a day report', () => {
  it('is today at the market or earlier: a later one is refused and books nothing', async () => {
    const { manager, market, vendors, bucks } = await managerWithMarket(t);
    const count = async () =>
      (await manager.api('GET', `/market-managers/markets/${market.id}`))
        .json()
        .tokens.find((token: { id: string }) => token.id === bucks.id).count;
    const before = await count();
    const checkout = (day: string) =>
      postCheckout(manager, market, vendors.producer, day, 100, { [bucks.id]: 3 });

    // The 22nd is today in UTC but tomorrow at the market.
    for (const day of ['2026-11-22', '2030-01-01', '2100-12-31']) {
      const refused = await checkout(day);
      expect({ day, status: refused.statusCode, body: refused.json() }).toMatchObject({
        status: 400,
        body: { detail: FUTURE_DAY, errors: [{ path: 'market_date', message: FUTURE_DAY }] },
      });
    }
    expect(await count()).toBe(before);

    const report = (date: string) =>
      manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
        market: market.id,
        date,
        expenses: 0,
        tokens_distributed: [{ token_id: bucks.id, count: 5 }],
      });
    for (const day of ['2026-11-22', '2100-12-30']) {
      const refused = await report(day);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(FUTURE_DAY);
    }
    expect(await count()).toBe(before);
    expect((await manager.api('GET', `/market-managers/markets/${market.id}/day-reports`)).json()).toEqual(
      [],
    );

    // Today at the market, and a past day, are booked.
    expect((await checkout('2026-11-21')).statusCode).toBe(201);
    expect((await checkout('2026-11-14')).statusCode).toBe(201);
    expect((await report('2026-11-21')).statusCode).toBe(201);
    expect(await count()).toBe(before + 3 + 3 - 5);
  });
});
