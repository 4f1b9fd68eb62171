import { describe, expect, it } from 'vitest';
import { isInSeason, nextMarketDays } from './market-days';

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
