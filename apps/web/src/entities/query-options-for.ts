import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';

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
