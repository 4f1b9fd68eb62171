import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

export type DateRange = { start: string; end: string };

export const seasonKeys = {
  all: ['season'] as const,
  dates: (marketId: string, range: DateRange) =>
    [...seasonKeys.all, 'dates', marketId, range.start, range.end] as const,
  attendance: (marketId: string, date: string) => [...seasonKeys.all, 'attendance', marketId, date] as const,
};

// A changed date or a mark changes the season's counts: every season read is refreshed.
export function invalidateSeasonQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [seasonKeys.all]);
}

export const datesPath = (marketId: string) => `/market-managers/markets/${marketId}/dates`;
