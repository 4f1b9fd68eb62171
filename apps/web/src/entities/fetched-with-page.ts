import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

// A read a page asks for with its code (app/lazy-page.ts `prefetchPage`) is taken by the page's first render instead
// of being asked for again (issue 32: with the default staleness every such read went twice on a signed-in start,
// and its second answer redrew the page). Only that answer counts: the one this fetch brought, for a short while.
// Data put back from the device (the offline copy, which may be seconds old and already out of date) or set any
// other way is asked for again as usual, so a page never shows a kept copy as if it were fresh (seen in CI: a
// reload right after a new market showed the kept empty list of markets).
const FRESH_MS = 10_000;
const answeredAt = new Map<string, number>();

/** Notes that the query's present answer is the one the page's own fetch brought. */
export function noteFetchedWithPage(client: QueryClient, queryKey: QueryKey): void {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'success') answeredAt.set(query.queryHash, query.state.dataUpdatedAt);
}

/** Fetches a read with the page's code, and notes its answer for the page's first render. */
export async function prefetchWithPage<T>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, QueryKey>,
): Promise<void> {
  await client.prefetchQuery(options);
  noteFetchedWithPage(client, options.queryKey);
}

/** `refetchOnMount` for such a read: not while its answer is the page's own fetch of a moment ago. */
export function refetchUnlessFetchedWithPage(query: {
  queryHash: string;
  state: { dataUpdatedAt: number };
}): boolean {
  const at = answeredAt.get(query.queryHash);
  return !(at !== undefined && at === query.state.dataUpdatedAt && Date.now() - at < FRESH_MS);
}

export const FETCHED_WITH_PAGE = { refetchOnMount: refetchUnlessFetchedWithPage } as const;
