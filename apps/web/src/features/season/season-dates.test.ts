// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMarketDate } from '@/entities/season/testing/market-date-builder';
import { countsLine, datesByMonth, dayLabel, seasonTotals } from './season-dates';

const day = buildMarketDate;

describe('season dates', () => {
  it('groups the dates by month in order, in any time zone of the machine', () => {
    const months = datesByMonth([day('2026-10-31'), day('2026-11-07'), day('2026-11-14')]);
    expect(months.map((m) => [m.label, m.dates.length])).toEqual([
      ['October 2026', 1],
      ['November 2026', 2],
    ]);
    expect(dayLabel('2026-11-07')).toBe('Sat, Nov 7');
  });

  it('says who is expected until the day is marked, then who came', () => {
    expect(countsLine(day('2026-11-07'))).toBe('12 expected');
    expect(countsLine(day('2026-11-07', { present_count: 9, absent_count: 2 }))).toBe(
      '9 present · 2 absent · 12 expected',
    );
    expect(countsLine(day('2026-11-07', { present_count: 9, absent_count: 2, settled_count: 8 }))).toBe(
      '9 present · 2 absent · 12 expected · 8 settled',
    );
    expect(countsLine(day('2026-11-07', { status: 'CANCELLED', scheduled_count: 0 }))).toBe('No market');
  });

  it('counts the held, cancelled and extra dates', () => {
    expect(
      seasonTotals([
        day('2026-11-07'),
        day('2026-11-14', { status: 'CANCELLED' }),
        day('2026-11-26', { status: 'EXTRA' }),
      ]),
    ).toEqual({ held: 2, cancelled: 1, extra: 1 });
  });
});
