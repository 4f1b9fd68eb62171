import { describe, expect, it } from 'vitest';
import { scheduleWords } from './schedule-words';

const rule = { anchor_date: null, week_of_month: null, picked_dates: [] };

describe('scheduleWords', () => {
  it('says each pattern in words', () => {
    expect(scheduleWords({ ...rule, pattern: 'EVERY' }, 'SATURDAY')).toBe('Every market day');
    expect(scheduleWords({ ...rule, pattern: 'ALTERNATE', anchor_date: '2027-06-05' }, 'SATURDAY')).toBe(
      'Every other week from 06/05',
    );
    expect(scheduleWords({ ...rule, pattern: 'MONTHLY', week_of_month: 1 }, 'SATURDAY')).toBe(
      'First Saturday of the month',
    );
    expect(scheduleWords({ ...rule, pattern: 'MONTHLY', week_of_month: 3 }, 'WEDNESDAY')).toBe(
      'Third Wednesday of the month',
    );
    expect(scheduleWords({ ...rule, pattern: 'MONTHLY', week_of_month: -1 }, 'SUNDAY')).toBe(
      'Last Sunday of the month',
    );
  });

  it('counts picked dates in the singular and the plural', () => {
    const picked = (dates: string[]) =>
      scheduleWords({ ...rule, pattern: 'PICKED', picked_dates: dates }, 'SATURDAY');
    expect(picked(['2027-06-05'])).toBe('1 picked date');
    expect(picked(['2027-06-05', '2027-06-12', '2027-06-19'])).toBe('3 picked dates');
  });

  it('reads a vendor with no schedule saved as on every market day, whatever the stored pattern', () => {
    expect(scheduleWords({ ...rule, pattern: 'PICKED', saved: false }, 'SATURDAY')).toBe('Every market day');
  });
});
