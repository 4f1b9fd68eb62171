import { QUERY_GC_MS, QUERY_MAX_RETRIES, QUERY_RETRY_STATUSES } from '@marketday/shared';
import { QueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';

const RETRY_STATUSES = new Set<number>(QUERY_RETRY_STATUSES);

// docs/product.md §9: at most 3 retries, only for these statuses or a network error or timeout.
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (error instanceof AxiosError) {
    if (error.response) return RETRY_STATUSES.has(error.response.status);
    return true;
  }
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return message.includes('network') || message.includes('timeout');
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, gcTime: QUERY_GC_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
