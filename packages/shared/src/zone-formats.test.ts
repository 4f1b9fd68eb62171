import { describe, expect, it, vi } from 'vitest';
import { isoDateInZone } from './calendar-dates';
import { formatterPerZone } from './zone-formats';

describe('formatterPerZone', () => {
  it('makes one formatter per zone and answers each zone with its own', () => {
    const make = vi.fn((timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }));
    const formatter = formatterPerZone(make);
    expect(formatter('America/Los_Angeles')).toBe(formatter('America/Los_Angeles'));
    expect(formatter('Pacific/Auckland')).not.toBe(formatter('America/Los_Angeles'));
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps the dates right across zones once the formatters are kept', () => {
    const instant = new Date('2026-11-29T10:30:00Z');
    expect(isoDateInZone(instant, 'America/Los_Angeles')).toBe('2026-11-29');
    expect(isoDateInZone(instant, 'Pacific/Kiritimati')).toBe('2026-11-30');
    expect(isoDateInZone(instant, 'America/Los_Angeles')).toBe('2026-11-29');
  });
});
