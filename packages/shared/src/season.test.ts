import { describe, expect, it } from 'vitest';
import { isOpenMarketDate, MarketDatesQuerySchema, seasonDates } from './season';

const SATURDAYS = { day_of_week: 'SATURDAY', season: { start: -1, end: -1 } } as const;

describe('a season’s dates', () => {
  it('are the weekday’s dates in the season, with the manager’s cancellations and extra dates, in order', () => {
    const dates = seasonDates(
      { day_of_week: 'SATURDAY', season: { start: 4, end: 9 } },
      [
        { date: '2026-05-09', status: 'CANCELLED', note: 'Rain' },
        { date: '2026-04-25', status: 'EXTRA', note: 'Opening day' },
        { date: '2026-07-01', status: 'EXTRA', note: null },
      ],
      { start: '2026-04-01', end: '2026-05-16' },
    );
    expect(dates).toEqual([
      { date: '2026-04-25', status: 'EXTRA', note: 'Opening day' },
      { date: '2026-05-02', status: 'SCHEDULED', note: null },
      { date: '2026-05-09', status: 'CANCELLED', note: 'Rain' },
      { date: '2026-05-16', status: 'SCHEDULED', note: null },
    ]);
  });

  it('lists an extra date once when the weekday has since made it a regular one', () => {
    expect(
      seasonDates(SATURDAYS, [{ date: '2026-11-21', status: 'EXTRA', note: null }], {
        start: '2026-11-21',
        end: '2026-11-21',
      }),
    ).toEqual([{ date: '2026-11-21', status: 'EXTRA', note: null }]);
  });

  it('counts across a daylight-saving change without losing or doubling a date', () => {
    const dates = seasonDates(SATURDAYS, [], { start: '2026-10-24', end: '2026-11-14' });
    expect(dates.map((d) => d.date)).toEqual(['2026-10-24', '2026-10-31', '2026-11-07', '2026-11-14']);
  });

  it('knows when vendors come', () => {
    expect(isOpenMarketDate(SATURDAYS, undefined, '2026-11-21')).toBe(true);
    expect(isOpenMarketDate(SATURDAYS, undefined, '2026-11-22')).toBe(false);
    expect(
      isOpenMarketDate(SATURDAYS, { date: '2026-11-21', status: 'CANCELLED', note: null }, '2026-11-21'),
    ).toBe(false);
    expect(
      isOpenMarketDate(SATURDAYS, { date: '2026-11-26', status: 'EXTRA', note: null }, '2026-11-26'),
    ).toBe(true);
  });

  it('takes at most two years of dates in one answer', () => {
    expect(
      MarketDatesQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '2027-12-31' }).success,
    ).toBe(true);
    expect(
      MarketDatesQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '2028-01-02' }).success,
    ).toBe(false);
  });
});
