import { nextPageOf, type PageOf } from '@marketday/shared';
import type { InfiniteData } from '@tanstack/react-query';

// Lists read from the newest end (inbox, histories, a token's ledger) load a page at a time and append the
// next on request (docs/decisions/019); these are the useInfiniteQuery options they share.
export const infinitePaging = {
  initialPageParam: 0,
  getNextPageParam: (last: PageOf<unknown>) => nextPageOf(last),
};

/** Every row loaded so far, in order. */
export function loadedRows<Item>(data: InfiniteData<PageOf<Item>> | undefined): Item[] {
  return data ? data.pages.flatMap((page) => page.data) : [];
}

/** How many rows the whole list holds, as the first page counted them. */
export function listTotal(data: InfiniteData<PageOf<unknown>> | undefined): number | null {
  return data?.pages[0]?.total_count ?? null;
}
