import { describe, expect, it } from 'vitest';
import {
  isAfterTodayAtMarket,
  isInSeason,
  isMarketToday,
  latestDayToTakeTokens,
  marketsTimeZone,
  nextMarketDays,
  offMarketDayNotice,
  previousMarketDays,
} from './market-days';

const YEAR_ROUND = { start: -1, end: -1 };

describe('nextMarketDays', () => {
  it('counts today when the market is held today, then every week after', () => {
    // 22 November 2026 is a Sunday.
    expect(nextMarketDays({ dayOfWeek: 'SUNDAY', season: YEAR_ROUND, today: '2026-11-22' })).toEqual([
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
    ]);
  });

  it('starts from the next matching weekday, across a month and a year end', () => {
    expect(
      nextMarketDays({ dayOfWeek: 'TUESDAY', season: YEAR_ROUND, today: '2026-12-24', count: 3 }),
    ).toEqual(['2026-12-29', '2027-01-05', '2027-01-12']);
  });

  it('skips the weeks outside the season and resumes when it opens again', () => {
    // May–October (months 4–9): from late October the next days fall the following May.
    expect(
      nextMarketDays({ dayOfWeek: 'SATURDAY', season: { start: 4, end: 9 }, today: '2026-10-20' }),
    ).toEqual(['2026-10-24', '2026-10-31', '2027-05-01', '2027-05-08']);
  });

  it('is not moved by a daylight-saving change', () => {
    // US clocks change on 1 November 2026.
    expect(
      nextMarketDays({ dayOfWeek: 'SUNDAY', season: YEAR_ROUND, today: '2026-10-31', count: 2 }),
    ).toEqual(['2026-11-01', '2026-11-08']);
  });
});

describe('isInSeason', () => {
  it('includes both end months and treats -1 as year-round', () => {
    const season = { start: 4, end: 9 };
    expect([3, 4, 9, 10].map((month) => isInSeason({ season, month }))).toEqual([false, true, true, false]);
    expect(isInSeason({ season: YEAR_ROUND, month: 0 })).toBe(true);
  });
});

describe('previousMarketDays', () => {
  it('goes back from the last market day before today, never today itself', () => {
    // 24 November 2026 is a Tuesday: a Monday market's last days, and a Tuesday market's from last week.
    expect(previousMarketDays({ dayOfWeek: 'MONDAY', season: YEAR_ROUND, today: '2026-11-24' })).toEqual([
      '2026-11-23',
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
    ]);
    expect(
      previousMarketDays({ dayOfWeek: 'TUESDAY', season: YEAR_ROUND, today: '2026-11-24', count: 1 }),
    ).toEqual(['2026-11-17']);
  });

  it("skips the months outside the market's season", () => {
    expect(
      previousMarketDays({
        dayOfWeek: 'FRIDAY',
        season: { start: 4, end: 9 },
        today: '2026-11-24',
        count: 2,
      }),
    ).toEqual(['2026-10-30', '2026-10-23']);
  });
});

describe('isMarketToday', () => {
  const monday = { day_of_week: 'MONDAY' as const, time_zone: 'America/Los_Angeles', season: YEAR_ROUND };

  it("counts the day at the market's zone: 03:00 UTC on Tuesday is still Monday evening in California", () => {
    expect(isMarketToday(monday, new Date('2026-11-24T03:00:00Z'))).toBe(true);
    expect(isMarketToday(monday, new Date('2026-11-24T09:00:00Z'))).toBe(false);
  });

  it('is never today outside the season', () => {
    const riverside = { ...monday, season: { start: 4, end: 9 } };
    expect(isMarketToday(riverside, new Date('2026-11-24T03:00:00Z'))).toBe(false);
    expect(isMarketToday(riverside, new Date('2026-06-02T03:00:00Z'))).toBe(true);
  });
});

describe('marketsTimeZone', () => {
  const markets = [
    { id: 'davis', time_zone: 'America/Los_Angeles' },
    { id: 'hilo', time_zone: 'Pacific/Honolulu' },
  ];

  it("takes the chosen market's zone, else the first market's", () => {
    expect(marketsTimeZone(markets, 'hilo')).toBe('Pacific/Honolulu');
    expect(marketsTimeZone(markets, null)).toBe('America/Los_Angeles');
    expect(marketsTimeZone(markets, 'gone')).toBe('America/Los_Angeles');
  });

  it("falls back to the default zone (the server's), never the device's, while no market is known", () => {
    expect(marketsTimeZone(undefined)).toBe('America/Los_Angeles');
    expect(marketsTimeZone([])).toBe('America/Los_Angeles');
  });
});

describe('isAfterTodayAtMarket', () => {
  const LA = { time_zone: 'America/Los_Angeles' };
  // 21:00 on 21 November in Los Angeles, already the 22nd in UTC and in Auckland.
  const now = new Date('2026-11-22T05:00:00Z');
  it.each([
    ['2026-11-21', false, 'today at the market'],
    ['2026-11-20', false, 'yesterday'],
    ['2026-11-22', true, 'the UTC date, still tomorrow at the market'],
    ['2100-12-31', true, 'far ahead'],
  ])('%s is after today: %s (%s)', (date, after) => {
    expect(isAfterTodayAtMarket(date, LA, now)).toBe(after);
  });

  it("counts today in the market's own zone", () => {
    expect(isAfterTodayAtMarket('2026-11-22', { time_zone: 'Pacific/Auckland' }, now)).toBe(false);
  });
});

describe('offMarketDayNotice', () => {
  const market = { name: 'Riverside', day_of_week: 'THURSDAY' as const, season: { start: 3, end: 9 } };
  it('is null on a market day in season', () => {
    expect(offMarketDayNotice({ market, date: '2026-05-07' })).toBeNull();
  });
  it('names the weekday the market is held on', () => {
    expect(offMarketDayNotice({ market, date: '2026-05-09' })).toBe(
      'Saturday 05/09/2026 is not a Riverside day: the market is held on Thursdays.',
    );
  });
  it('names the season for the right weekday out of season', () => {
    expect(offMarketDayNotice({ market, date: '2026-11-26' })).toBe(
      'Thursday 11/26/2026 is outside the Riverside season (April to October).',
    );
    expect(
      offMarketDayNotice({ market: { ...market, season: { start: -1, end: -1 } }, date: '2026-11-26' }),
    ).toBeNull();
  });
});

describe('latestDayToTakeTokens', () => {
  const market = { time_zone: 'America/Los_Angeles' };
  it("counts a week from today at the market, not from the server's or UTC's date", () => {
    // 22:00 on 11/23 in Los Angeles is already 11/24 in UTC.
    expect(latestDayToTakeTokens(market, new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-30');
    expect(latestDayToTakeTokens({ time_zone: 'Pacific/Auckland' }, new Date('2026-11-24T06:00:00Z'))).toBe(
      '2026-12-01',
    );
  });
  it('is not moved by a daylight-saving change', () => {
    // Clocks go back on 11/1/2026 in Los Angeles: 10/30 + 7 is 11/6 all the same.
    expect(latestDayToTakeTokens(market, new Date('2026-10-30T19:00:00Z'))).toBe('2026-11-06');
    // And forward on 3/8/2026.
    expect(latestDayToTakeTokens(market, new Date('2026-03-07T07:30:00Z'))).toBe('2026-03-13');
  });
});
