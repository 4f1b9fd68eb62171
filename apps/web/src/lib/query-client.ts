import { QUERY_GC_MS, QUERY_MAX_RETRIES, QUERY_RETRY_STATUSES } from '@marketday/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const RETRY_STATUSES = new Set<number>(QUERY_RETRY_STATUSES);

// docs/product.md §9: at most 3 retries, only for these statuses or a network error or timeout.
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    if (error.response) return RETRY_STATUSES.has(error.response.status);
    return true;
  }
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return message.includes('network') || message.includes('timeout');
}

// Short waits between the retries (0.25 s, 0.5 s, 1 s): a failing screen shows its error card within about
// 2 s instead of the library's 1 + 2 + 4 s, and a passing blip still recovers.
export function queryRetryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 1000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
      },
      // A write made without a network runs and fails at once with the network error (its error toast) instead of
      // waiting, paused, for the network to return; checkouts are queued on the device instead (issue 15).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
