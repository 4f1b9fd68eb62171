import type { MarketDate } from '@marketday/shared';

// A scheduled season date with twelve vendors and nobody marked yet, for the tests of every feature that shows one
// (season, home); each test overrides what it is about.
export function buildMarketDate(date: string, overrides: Partial<MarketDate> = {}): MarketDate {
  return {
    date,
    status: 'SCHEDULED',
    note: null,
    scheduled_count: 12,
    present_count: 0,
    absent_count: 0,
    settled_count: 0,
    ...overrides,
  };
}
