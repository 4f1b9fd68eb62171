import { describe, expect, it } from 'vitest';
import { buildVendorDate } from './testing/vendor-date-builder';
import {
  actionFor,
  boothText,
  changesClosedText,
  nextScheduledDate,
  vendorDateStatusLabel,
  vendorDatesByMonth,
} from './vendor-dates';

const on = buildVendorDate;

describe('the vendor’s dates', () => {
  it('groups dates by month in their order, across a new year', () => {
    const months = vendorDatesByMonth([
      on('2026-11-28', 'SCHEDULED'),
      on('2026-12-05', 'DROPPED'),
      on('2026-12-12', 'SCHEDULED'),
      on('2027-01-02', 'NOT_SCHEDULED'),
    ]);
    expect(months.map((m) => [m.label, m.dates.map((d) => d.date)])).toEqual([
      ['November 2026', ['2026-11-28']],
      ['December 2026', ['2026-12-05', '2026-12-12']],
      ['January 2027', ['2027-01-02']],
    ]);
  });

  it('says the place in line on a waitlisted date, and the booth with its size', () => {
    expect(vendorDateStatusLabel(on('2026-12-05', 'WAITLISTED', { waitlist_position: 2 }))).toBe(
      'Waitlist #2',
    );
    expect(vendorDateStatusLabel(on('2026-12-05', 'NOT_SCHEDULED'))).toBe('Not scheduled');
    expect(boothText({ id: 'b', label: 'A3', size: '10x10' })).toBe('Booth A3 · 10x10');
    expect(boothText({ id: 'b', label: 'A3', size: '' })).toBe('Booth A3');
    expect(changesClosedText(48)).toBe('Changes closed 48 hours before the market');
    expect(changesClosedText(1)).toBe('Changes closed 1 hour before the market');
  });

  it('offers the one change a date allows, and none past the deadline or on a cancelled date', () => {
    expect(actionFor(on('d', 'SCHEDULED'))).toBe('DROP');
    expect(actionFor(on('d', 'NOT_SCHEDULED'))).toBe('REQUEST');
    expect(actionFor(on('d', 'DROPPED'))).toBe('REQUEST');
    expect(actionFor(on('d', 'REQUESTED'))).toBe('WITHDRAW');
    expect(actionFor(on('d', 'WAITLISTED'))).toBe('WITHDRAW');
    expect(actionFor(on('d', 'CANCELLED'))).toBeNull();
    expect(actionFor(on('d', 'SCHEDULED', { can_change: false }))).toBeNull();
  });

  it('finds the next scheduled date from today, skipping dropped and past ones', () => {
    const dates = [on('2026-11-21', 'SCHEDULED'), on('2026-11-28', 'DROPPED'), on('2026-12-05', 'SCHEDULED')];
    expect(nextScheduledDate(dates, '2026-11-22')?.date).toBe('2026-12-05');
    expect(nextScheduledDate(dates, '2026-11-21')?.date).toBe('2026-11-21');
    expect(nextScheduledDate(dates, '2026-12-06')).toBeUndefined();
  });
});
