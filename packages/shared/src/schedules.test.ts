import { describe, expect, it } from 'vitest';
import { isScheduledOn, patternIncludes, type ScheduleRule } from './schedules';

// Saturdays: August 2026 has five (1, 8, 15, 22, 29), November 2026 four (7, 14, 21, 28).
const AUGUST = ['2026-08-01', '2026-08-08', '2026-08-15', '2026-08-22', '2026-08-29'];
const NOVEMBER = ['2026-11-07', '2026-11-14', '2026-11-21', '2026-11-28'];
const rule = (r: Partial<ScheduleRule> & Pick<ScheduleRule, 'pattern'>): ScheduleRule => ({
  anchor_date: null,
  week_of_month: null,
  picked_dates: [],
  ...r,
});
const on = (r: ScheduleRule, dates: string[]) => dates.filter((d) => patternIncludes(r, d, true));

describe('patternIncludes', () => {
  it('MONTHLY: the nth market day of the month, and the last one in a month of four or five', () => {
    const last = rule({ pattern: 'MONTHLY', week_of_month: -1 });
    expect(on(last, AUGUST)).toEqual(['2026-08-29']);
    expect(on(last, NOVEMBER)).toEqual(['2026-11-28']);
    const fourth = rule({ pattern: 'MONTHLY', week_of_month: 4 });
    expect(on(fourth, AUGUST)).toEqual(['2026-08-22']);
    expect(on(fourth, NOVEMBER)).toEqual(['2026-11-28']);
    expect(on(rule({ pattern: 'MONTHLY', week_of_month: 1 }), [...AUGUST, ...NOVEMBER])).toEqual([
      '2026-08-01',
      '2026-11-07',
    ]);
    // An extra date is not one of the month's regular market days.
    expect(patternIncludes(last, '2026-11-26', false)).toBe(false);
  });

  it('ALTERNATE: every other week from the anchor, before it as after it; never an extra date', () => {
    const alternate = rule({ pattern: 'ALTERNATE', anchor_date: '2026-11-21' });
    expect(on(alternate, ['2026-10-31', ...NOVEMBER, '2026-12-05', '2026-12-12'])).toEqual([
      '2026-11-07',
      '2026-11-21',
      '2026-12-05',
    ]);
    expect(patternIncludes(alternate, '2026-11-07', false)).toBe(false);
  });
});

describe('isScheduledOn', () => {
  it('a dropped date is off and an added one on, whatever the pattern; no schedule is every date', () => {
    const picked = rule({ pattern: 'PICKED' });
    expect(isScheduledOn(null, undefined, '2026-11-21', false)).toBe(true);
    expect(isScheduledOn(null, 'DROPPED', '2026-11-21', true)).toBe(false);
    expect(isScheduledOn(rule({ pattern: 'EVERY' }), 'DROPPED', '2026-11-21', true)).toBe(false);
    expect(isScheduledOn(picked, undefined, '2026-11-21', true)).toBe(false);
    expect(isScheduledOn(picked, 'ADDED', '2026-11-21', true)).toBe(true);
    const alternate = rule({ pattern: 'ALTERNATE', anchor_date: '2026-11-21' });
    expect(isScheduledOn(alternate, undefined, '2026-11-14', true)).toBe(false);
    expect(isScheduledOn(alternate, 'ADDED', '2026-11-14', true)).toBe(true);
  });
});
