// @vitest-environment node
import type { Market } from '@marketday/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutHref, homeToday, marketsToday, nextMarket, nextMarketText } from './market-days';

type Scheduled = Pick<Market, 'id' | 'name' | 'day_of_week' | 'hours' | 'time_zone' | 'season'>;

function market(
  name: string,
  day: Market['day_of_week'],
  start = '08:00:00',
  time_zone = 'America/Los_Angeles',
  season: Market['season'] = { start: -1, end: -1 },
): Scheduled {
  return {
    id: name.toLowerCase(),
    name,
    day_of_week: day,
    hours: { start, end: '13:00:00' },
    time_zone,
    season,
  };
}

// May to October (months 4–9), as the demo's Riverside Evening Market.
const MAY_TO_OCTOBER = { start: 4, end: 9 };

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

describe('marketsToday and the season', () => {
  it('leaves out a market whose season is over, on its weekday', () => {
    const markets = [market('Riverside', 'SUNDAY', '16:00:00', 'America/Los_Angeles', MAY_TO_OCTOBER)];
    expect(marketsToday({ markets, now: SUNDAY })).toEqual([]);
    // Sunday 21 June 2026 at noon in California.
    expect(marketsToday({ markets, now: new Date('2026-06-21T19:00:00Z') }).map((m) => m.name)).toEqual([
      'Riverside',
    ]);
  });
});

describe('nextMarket', () => {
  it('skips a market out of season (Riverside runs May to October, not on 11/26)', () => {
    const markets = [
      market('Riverside', 'THURSDAY', '16:00:00', 'America/Los_Angeles', MAY_TO_OCTOBER),
      market('Saturday', 'SATURDAY'),
    ];
    const next = nextMarket({ markets, now: new Date('2026-11-24T20:00:00Z') });
    expect(next && nextMarketText(next)).toBe('Next market: Saturday on 11/28/2026');
    expect(nextMarket({ markets: [markets[0] as Scheduled], now: SUNDAY })).toBeNull();
  });

  it('reaches into the season when it starts within the week', () => {
    // Wednesday 29 April 2026 in California: Friday 1 May opens the season, within the week.
    const riverside = market('Riverside', 'FRIDAY', '16:00:00', 'America/Los_Angeles', MAY_TO_OCTOBER);
    const next = nextMarket({ markets: [riverside], now: new Date('2026-04-29T20:00:00Z') });
    expect(next && nextMarketText(next)).toBe('Next market: Riverside on 05/01/2026');
  });

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

describe('homeToday', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it("is the date at the manager's markets, not the device's: Tuesday in Auckland is Monday evening in Davis", () => {
    process.env.TZ = 'Pacific/Auckland';
    // Monday 23 November 2026, 19:00 in California; Tuesday 24th, 16:00 in Auckland.
    const now = new Date('2026-11-24T03:00:00Z');
    expect(homeToday({ markets: [market('Davis', 'MONDAY')], now })).toBe('2026-11-23');
    expect(marketsToday({ markets: [market('Davis', 'MONDAY')], now }).map((m) => m.name)).toEqual(['Davis']);
    expect(homeToday({ markets: [], now })).toBe('2026-11-24');
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
