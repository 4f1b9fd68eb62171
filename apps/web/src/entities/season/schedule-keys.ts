import type { DateRequestStatus } from '@marketday/shared';
import { seasonKeys } from './season-keys';

// The vendors' schedules, their date requests and the season's settings: under the season's keys, so a changed
// date or mark refreshes them too (a schedule changes the expected counts, and the counts the schedules' words).
export const scheduleKeys = {
  schedules: (marketId: string) => [...seasonKeys.all, 'schedules', marketId] as const,
  requests: (marketId: string, status?: DateRequestStatus) =>
    [...seasonKeys.all, 'date-requests', marketId, status ?? 'all'] as const,
  settings: (marketId: string) => [...seasonKeys.all, 'settings', marketId] as const,
};

export const marketPath = (marketId: string) => `/market-managers/markets/${marketId}`;
