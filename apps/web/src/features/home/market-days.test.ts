import type { Market } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { checkoutHref, marketsToday, nextMarket, nextMarketText } from './market-days';

type Scheduled = Pick<Market, 'id' | 'name' | 'day_of_week' | 'hours' | 'time_zone'>;

function market(
  name: string,
  day: Market['day_of_week'],
  start = '08:00:00',
  time_zone = 'America/Los_Angeles',
): Scheduled {
  return { id: name.toLowerCase(), name, day_of_week: day, hours: { start, end: '13:00:00' }, time_zone };
}

// Sunday 22 November 2026, 15:30 in California (23:30 UTC): instants, so the machine's zone plays no part.
const SUNDAY = new Date('2026-11-22T23:30:00Z');

describe('marketsToday', () => {
  it('keeps the markets of that weekday, earliest opening first', () => {
    const markets = [
      market('Late', 'SUNDAY', '16:00:00'),
      market('Tuesday', 'TUESDAY'),
      market('Early', 'SUNDAY'),
    ];
    expect(marketsToday({ markets, now: SUNDAY }).map((m) => m.name)).toEqual(['Early', 'Late']);
  });

  it("counts the day at each market's time zone, not the device's", () => {
    // 23:30 UTC on Sunday is already Monday in Auckland and still Sunday in California.
    const markets = [market('Davis', 'SUNDAY'), market('Auckland', 'MONDAY', '08:00:00', 'Pacific/Auckland')];
    expect(marketsToday({ markets, now: SUNDAY }).map((m) => m.name)).toEqual(['Auckland', 'Davis']);
    // 11:00 UTC on Sunday: Sunday in California, Monday midnight in Auckland.
    expect(marketsToday({ markets, now: new Date('2026-11-22T11:00:00Z') }).map((m) => m.name)).toEqual([
      'Auckland',
      'Davis',
    ]);
    // 09:00 UTC on Sunday: 10 pm Sunday in Auckland, 1 am Sunday in California.
    expect(marketsToday({ markets, now: new Date('2026-11-22T09:00:00Z') }).map((m) => m.name)).toEqual([
      'Davis',
    ]);
  });
});

describe('nextMarket', () => {
  it('finds the first market after today, never today itself', () => {
    const markets = [
      market('Today', 'SUNDAY'),
      market('Wednesday', 'WEDNESDAY'),
      market('Tuesday', 'TUESDAY'),
    ];
    const next = nextMarket({ markets, now: SUNDAY });
    expect(next?.market.name).toBe('Tuesday');
    expect(next && nextMarketText(next)).toBe('Next market: Tuesday on 11/24/2026');
  });

  it('a market held only today comes round again in 7 days', () => {
    const next = nextMarket({ markets: [market('Today', 'SUNDAY')], now: SUNDAY });
    expect(next && nextMarketText(next)).toBe('Next market: Today on 11/29/2026');
  });

  it('is null without markets', () => {
    expect(nextMarket({ markets: [], now: SUNDAY })).toBeNull();
  });

  it('crosses a month end', () => {
    const next = nextMarket({
      markets: [market('Tuesday', 'TUESDAY')],
      now: new Date('2026-11-30T17:00:00Z'),
    });
    expect(next && nextMarketText(next)).toBe('Next market: Tuesday on 12/01/2026');
  });
});

describe('checkoutHref', () => {
  it('carries the market, the UTC midnight of the date at the market and the market name', () => {
    const href = checkoutHref({ market: market('Riverside & Co', 'SUNDAY'), now: SUNDAY });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('market')).toBe('riverside & co');
    expect(url.searchParams.get('date')).toBe('2026-11-22T00:00:00.000Z');
    expect(url.searchParams.get('market_name')).toBe('Riverside & Co');
  });

  it("late in the evening at the market still gives the market's date, wherever the device is", () => {
    const href = checkoutHref({ market: market('Davis', 'SUNDAY'), now: new Date('2026-11-23T07:59:00Z') });
    expect(new URL(href, 'http://localhost').searchParams.get('date')).toBe('2026-11-22T00:00:00.000Z');
  });
});
