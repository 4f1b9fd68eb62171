import type { Market } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { checkoutHref, marketsOn, nextMarket, nextMarketText, utcMidnightIso } from './market-days';

type Scheduled = Pick<Market, 'id' | 'name' | 'day_of_week' | 'hours'>;

function market(name: string, day: Market['day_of_week'], start = '08:00:00'): Scheduled {
  return { id: name.toLowerCase(), name, day_of_week: day, hours: { start, end: '13:00:00' } };
}

// Sunday 22 November 2026, mid-afternoon local time.
const SUNDAY = new Date(2026, 10, 22, 15, 30);

describe('marketsOn', () => {
  it('keeps the markets of that weekday, earliest opening first', () => {
    const markets = [
      market('Late', 'SUNDAY', '16:00:00'),
      market('Tuesday', 'TUESDAY'),
      market('Early', 'SUNDAY'),
    ];
    expect(marketsOn({ markets, date: SUNDAY }).map((m) => m.name)).toEqual(['Early', 'Late']);
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
    const next = nextMarket({ markets: [market('Tuesday', 'TUESDAY')], now: new Date(2026, 10, 30, 9) });
    expect(next && nextMarketText(next)).toBe('Next market: Tuesday on 12/01/2026');
  });
});

describe('checkoutHref', () => {
  it('carries the market, the UTC midnight of the local date and the market name', () => {
    const href = checkoutHref({ market: { id: 'm-1', name: 'Riverside & Co' }, today: SUNDAY });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('market')).toBe('m-1');
    expect(url.searchParams.get('date')).toBe('2026-11-22T00:00:00.000Z');
    expect(url.searchParams.get('market_name')).toBe('Riverside & Co');
  });

  it('late in the evening still gives the local calendar date', () => {
    expect(utcMidnightIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22T00:00:00.000Z');
  });
});
