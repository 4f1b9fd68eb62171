import { describe, expect, it } from 'vitest';
import {
  displayClock,
  displayDate,
  displayDateOrDash,
  displayDateTime,
  displayDayOf,
  displayHours,
  displayMonthDay,
  displayTime,
  monthLabel,
  monthName,
  seasonText,
  weekdayName,
  weekdayOn,
} from './dates';
import { activateLocale } from './i18n';

const SATURDAY_MORNING = new Date(2026, 5, 13, 8, 5);

describe('dates for the reader, in English', () => {
  it('keeps the specification’s forms exactly', () => {
    expect(displayDate('2026-06-13')).toBe('06/13/2026');
    expect(displayDate(SATURDAY_MORNING)).toBe('06/13/2026');
    expect(displayDayOf(SATURDAY_MORNING.toISOString())).toBe('06/13/2026');
    expect(displayDateOrDash('2026-12-01')).toBe('12/01/2026');
    expect(displayDateOrDash(null)).toBe('—');
    expect(displayTime('08:00:00')).toBe('8:00 AM');
    expect(displayTime('13:05')).toBe('1:05 PM');
    expect(displayHours({ start: '08:00:00', end: '13:00:00' })).toBe('8:00 AM – 1:00 PM');
    expect(displayClock(SATURDAY_MORNING)).toBe('8:05 AM');
    expect(displayDateTime(SATURDAY_MORNING)).toBe('06/13/2026 8:05 AM');
    expect(displayMonthDay('2026-06-06')).toBe('06/06');
  });

  it('names months, seasons and weekdays', () => {
    expect(monthName(3)).toBe('April');
    expect(monthName(3, 'short')).toBe('Apr');
    expect(monthLabel(0)).toBe('January');
    expect(seasonText({ start: 3, end: 9 })).toBe('April – October');
    expect(seasonText({ start: -1, end: -1 })).toBe('Year-round');
    expect(weekdayName('SATURDAY')).toBe('Sat');
    expect(weekdayName('SUNDAY', 'long')).toBe('Sunday');
    expect(weekdayOn('2026-11-21')).toBe('Sat');
    expect(weekdayOn('2026-11-24', 'long')).toBe('Tuesday');
  });
});

describe('dates for the reader, in Spanish', () => {
  it('spells the month and says the hour the Spanish way', async () => {
    await activateLocale('es');
    expect(displayDate('2026-06-13')).toMatch(/^13 jun\.? 2026$/);
    expect(displayDayOf(SATURDAY_MORNING.toISOString())).toMatch(/^13 jun\.? 2026$/);
    expect(displayTime('08:00:00')).toMatch(/^8:00\sa\.\s?m\.$/);
    expect(displayHours({ start: '08:00:00', end: '13:00:00' })).toMatch(
      /^8:00\sa\.\s?m\. – 1:00\sp\.\s?m\.$/,
    );
    expect(displayDateTime(SATURDAY_MORNING)).toMatch(/^13 jun\.? 2026, 8:05\sa\.\s?m\.$/);
    expect(displayMonthDay('2026-06-06')).toMatch(/^6 jun\.?$/);
  });

  it('names months, seasons and weekdays', async () => {
    await activateLocale('es');
    expect(monthName(3)).toBe('abril');
    expect(monthLabel(0)).toBe('Enero');
    expect(seasonText({ start: 3, end: 9 })).toBe('abril – octubre');
    expect(seasonText({ start: -1, end: -1 })).toBe('Todo el año');
    expect(weekdayName('SATURDAY')).toBe('sáb');
    expect(weekdayName('SUNDAY', 'long')).toBe('domingo');
    expect(weekdayOn('2026-11-21')).toBe('sáb');
  });
});
