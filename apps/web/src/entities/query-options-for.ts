import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';

/**
 * For a read a page asks for with its code (app/lazy-page.ts `prefetchPage`): its answer counts as fresh while the
 * page is still loading, so the page's first render takes it instead of asking again. With the default (stale at
 * once) every such read went twice on a signed-in start, and its second answer redrew the page (issue 32).
 */
export const FETCHED_WITH_PAGE = { staleTime: 10_000 } as const;

/** What every reader of one server read shares besides its key and fetch: placeholder data, polling, staleness. */
export type SharedQueryOptions<TData> = Omit<
  UseQueryOptions<TData, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The query options of one server read, keyed by `key(...args)` and fetched by `fetch(...args)` with the same
 * arguments, so one endpoint is cached under one key. Hooks spread them and add what is their own (`enabled`,
 * `select`).
 */
export function queryOptionsFor<TArgs extends unknown[], TData, TKey extends QueryKey>(
  key: (...args: TArgs) => TKey,
  fetch: (...args: TArgs) => Promise<TData>,
  shared?: SharedQueryOptions<TData>,
) {
  return (...args: TArgs) =>
    queryOptions({ ...shared, queryKey: key(...args), queryFn: () => fetch(...args) });
}
