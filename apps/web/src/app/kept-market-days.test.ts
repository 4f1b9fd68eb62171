// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keptMarketDays } from './kept-market-days';

type Scheduled = Parameters<typeof keptMarketDays>[0]['markets'][number];

function buildMarket(overrides: Partial<Scheduled>): Scheduled {
  return {
    id: 'm',
    day_of_week: 'SATURDAY',
    season: { start: -1, end: -1 },
    time_zone: 'America/Los_Angeles',
    ...overrides,
  };
}

const saturdayLA = buildMarket({ id: 'sat-la', day_of_week: 'SATURDAY', time_zone: 'America/Los_Angeles' });
const sundayBerlin = buildMarket({ id: 'sun-berlin', day_of_week: 'SUNDAY', time_zone: 'Europe/Berlin' });
const dates = (days: { marketDate: string }[]) => days.map((day) => day.marketDate);

describe('the market days kept on the device', () => {
  it('holds today and the same weekday a week later: eight days from today, both ends included', () => {
    // Saturday 21 November 2026, 10:00 in Los Angeles.
    const now = new Date('2026-11-21T18:00:00Z');
    expect(keptMarketDays({ markets: [saturdayLA], now })).toEqual([
      { marketId: 'sat-la', marketDate: '2026-11-21' },
      { marketId: 'sat-la', marketDate: '2026-11-28' },
    ]);
  });

  it("counts today in each market's own zone, not the device's or UTC", () => {
    // 02:00 UTC on Sunday 22: still Saturday evening in Los Angeles, already Sunday morning in Berlin.
    const now = new Date('2026-11-22T02:00:00Z');
    const days = keptMarketDays({ markets: [sundayBerlin, saturdayLA], now });
    expect(days).toEqual([
      { marketId: 'sat-la', marketDate: '2026-11-21' },
      { marketId: 'sun-berlin', marketDate: '2026-11-22' },
      { marketId: 'sat-la', marketDate: '2026-11-28' },
      { marketId: 'sun-berlin', marketDate: '2026-11-29' },
    ]);
  });

  it('a market next held in 6 days has that one day', () => {
    // Sunday 22 November in Los Angeles: the next Saturday is the 28th, the one after is past the week.
    expect(dates(keptMarketDays({ markets: [saturdayLA], now: new Date('2026-11-22T18:00:00Z') }))).toEqual([
      '2026-11-28',
    ]);
  });

  it('leaves out the days outside the season', () => {
    // Season June–November (months 5–10): Saturday 28 November is in, Saturday 5 December is not.
    const seasonal = buildMarket({ id: 'seasonal', season: { start: 5, end: 10 } });
    expect(dates(keptMarketDays({ markets: [seasonal], now: new Date('2026-11-28T18:00:00Z') }))).toEqual([
      '2026-11-28',
    ]);
    expect(keptMarketDays({ markets: [seasonal], now: new Date('2026-12-05T18:00:00Z') })).toEqual([]);
  });

  it('has nothing without markets', () => {
    expect(keptMarketDays({ markets: [], now: new Date() })).toEqual([]);
  });
});
