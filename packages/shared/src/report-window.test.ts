import { describe, expect, it } from 'vitest';
import { instantAtMarket, reportableDay, reportWindow } from './report-window';

describe('reportWindow', () => {
  it('opens an hour before the market closes and shuts at the end of the next day, at the market', () => {
    const window = reportWindow({ time_zone: 'America/Los_Angeles', hours: { end: '13:00' } }, '2026-07-11');
    // 12:00 PDT = 19:00 UTC; the end of July 12 PDT = July 13 07:00 UTC.
    expect(window.opensAt.toISOString()).toBe('2026-07-11T19:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-07-13T07:00:00.000Z');
  });

  it('counts the market’s clock across a daylight-saving change', () => {
    // US clocks go back on 2026-11-01: the end of November 1 (PST) is 08:00 UTC on November 2.
    const window = reportWindow({ time_zone: 'America/Los_Angeles', hours: { end: '01:30' } }, '2026-10-31');
    expect(window.opensAt.toISOString()).toBe('2026-10-31T07:30:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('never opens before the market day begins', () => {
    const window = reportWindow({ time_zone: 'UTC', hours: { end: '00:30' } }, '2026-07-11');
    expect(window.opensAt.toISOString()).toBe('2026-07-11T00:00:00.000Z');
  });
});

describe('instantAtMarket', () => {
  it('reads the wall clock east of Greenwich too', () => {
    expect(instantAtMarket('2026-01-15', 9 * 60, 'Asia/Tokyo').toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });
});

describe('reportableDay', () => {
  const market = {
    day_of_week: 'SATURDAY' as const,
    season: { start: -1, end: -1 },
    time_zone: 'America/Los_Angeles',
    hours: { start: '08:00', end: '13:00' },
  };
  it('offers the market day from an hour before closing until the end of the next day, at the market', () => {
    expect(reportableDay(market, new Date('2026-11-21T19:59:00Z'))).toBeNull();
    expect(reportableDay(market, new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-21');
    // Sunday evening at the market is still Saturday's window; Monday is not.
    expect(reportableDay(market, new Date('2026-11-23T07:59:00Z'))).toBe('2026-11-21');
    expect(reportableDay(market, new Date('2026-11-23T08:00:00Z'))).toBeNull();
  });
  it('offers nothing on a day the market does not meet', () => {
    expect(reportableDay({ ...market, day_of_week: 'TUESDAY' }, new Date('2026-11-21T20:30:00Z'))).toBeNull();
  });
});
