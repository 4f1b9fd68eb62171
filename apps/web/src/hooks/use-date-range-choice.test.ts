import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_RANGE, useDateRangeChoice } from './use-date-range-choice';

// 02:00 UTC on 25 November 2026: the device (UTC in tests) is on the 25th, California still on the 24th.
const EVENING_IN_CALIFORNIA = new Date('2026-11-25T02:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING_IN_CALIFORNIA);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDateRangeChoice', () => {
  it("counts the presets from today at the market, not the device's today", () => {
    const { result } = renderHook(() => useDateRangeChoice('Last4Weeks', 'America/Los_Angeles'));
    expect(result.current.applied).toEqual({ start: '2026-10-28', end: '2026-11-24' });
    act(() => result.current.setRangeChoice('Today'));
    expect(result.current.applied).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    act(() => result.current.setRangeChoice('PastDue'));
    expect(result.current.applied.end).toBe('2026-11-23');
  });

  it('counts in the default zone (California) when no market zone is given', () => {
    const { result } = renderHook(() => useDateRangeChoice('Today'));
    expect(result.current.applied).toEqual({ start: '2026-11-24', end: '2026-11-24' });
  });

  it("follows the market's zone once it is known, and a custom range starts from the one on screen", () => {
    const { result, rerender } = renderHook(({ zone }) => useDateRangeChoice('Today', zone), {
      initialProps: { zone: 'America/Los_Angeles' },
    });
    rerender({ zone: 'Pacific/Auckland' });
    expect(result.current.applied).toEqual({ start: '2026-11-25', end: '2026-11-25' });

    act(() => result.current.setRangeChoice(CUSTOM_RANGE));
    expect(result.current.custom).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    act(() => result.current.setCustom({ start: '2026-11-01', end: '' }));
    expect(result.current.applied).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    act(() => result.current.setCustom({ start: '2026-11-30', end: '2026-11-01' }));
    expect(result.current.rangeError).toBe('Start date must be before or equal to end date');
    act(() => result.current.setCustom({ start: '2026-11-01', end: '2026-11-20' }));
    expect(result.current.applied).toEqual({ start: '2026-11-01', end: '2026-11-20' });
    // A custom range stays put whatever the zone.
    rerender({ zone: 'America/Los_Angeles' });
    expect(result.current.applied).toEqual({ start: '2026-11-01', end: '2026-11-20' });
  });

  it('keeps one range object between renders, so memos keyed on it do not run again', () => {
    const { result, rerender } = renderHook(() => useDateRangeChoice('Last7Days', 'America/Los_Angeles'));
    const first = result.current.applied;
    rerender();
    expect(result.current.applied).toBe(first);
  });
});
