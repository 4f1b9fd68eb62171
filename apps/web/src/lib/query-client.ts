import { QUERY_GC_MS, QUERY_MAX_RETRIES, QUERY_RETRY_STATUSES } from '@marketday/shared';
import {
  type DefaultedQueryObserverOptions,
  type MutationOptions,
  QueryClient,
  type QueryFunction,
  type QueryKey,
  type QueryObserverOptions,
  skipToken,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { runAsLoad } from './load-requests';
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

// A query function, run so its requests are aborted with the fetch (lib/load-requests.ts). One wrapper per function:
// options are defaulted on every render, and the same function keeps the same wrapper.
const asLoads = new WeakMap<QueryFunction, QueryFunction>();
const loads = new WeakSet<QueryFunction>();
function asLoad(run: QueryFunction): QueryFunction {
  if (loads.has(run)) return run;
  let wrapped = asLoads.get(run);
  if (!wrapped) {
    wrapped = (context) => runAsLoad(context.signal, () => run(context));
    asLoads.set(run, wrapped);
    loads.add(wrapped);
  }
  return wrapped;
}

// Every mutation runs as a save the app-wide slow notice can stop (lib/save-requests.ts), except on a screen that
// says itself when its save is slow and stops it itself (`meta.ownSlowNotice`, the checkout). Every query's requests
// are aborted when it is cancelled: the slow notice's Stop for a page load, or leaving the page before it answered.
class SavesQueryClient extends QueryClient {
  override defaultQueryOptions<Fn, Err, Data, QData, Key extends QueryKey, Page = never>(
    options:
      | QueryObserverOptions<Fn, Err, Data, QData, Key, Page>
      | DefaultedQueryObserverOptions<Fn, Err, Data, QData, Key>,
  ): DefaultedQueryObserverOptions<Fn, Err, Data, QData, Key> {
    const defaulted = super.defaultQueryOptions(options);
    const run = defaulted.queryFn;
    if (!run || run === skipToken) return defaulted;
    defaulted.queryFn = asLoad(run as QueryFunction) as typeof run;
    return defaulted;
  }

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
