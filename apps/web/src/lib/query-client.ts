import { QUERY_GC_MS, QUERY_MAX_RETRIES, QUERY_RETRY_STATUSES } from '@marketday/shared';
import { type MutationOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { runAsSave } from './save-requests';

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

// Every mutation runs as a save the app-wide slow notice can stop (lib/save-requests.ts), except on a screen that
// says itself when its save is slow and stops it itself (`meta.ownSlowNotice`, the checkout).
class SavesQueryClient extends QueryClient {
  // biome-ignore lint/suspicious/noExplicitAny: the signature QueryClient declares.
  override defaultMutationOptions<T extends MutationOptions<any, any, any, any>>(options?: T): T {
    if (options?._defaulted) return options;
    const defaulted = super.defaultMutationOptions(options);
    const run = defaulted.mutationFn;
    if (!run || defaulted.meta?.ownSlowNotice === true) return defaulted;
    return { ...defaulted, mutationFn: (variables, context) => runAsSave(() => run(variables, context)) };
  }
}

export function createQueryClient() {
  return new SavesQueryClient({
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
