import type * as React from 'react';
// Through the data-table's index, as the tables take it: importing the card's own file split the data-table
// chunk in three and cost every page that loads it about 3 KB gzip (npm run check:bundle).
import { DataTableErrorCard } from './data-table';
import { LoadingPlaceholders } from './loading-placeholders';

type LoadedListProps<T> = {
  /** A query's answer (or the like): its items, undefined while they load, and its error. */
  query: { data: T[] | undefined; error: unknown };
  /** Loading again although `query.data` still holds an earlier answer that must not show as this one's. */
  isLoading?: boolean;
  /** The grey blocks standing in for the list while it loads; stacked like a list of cards unless told. */
  loading: React.ComponentProps<typeof LoadingPlaceholders>;
  /** Shown instead of `children` when nothing was loaded; without it `children` get the empty list too. */
  empty?: React.ReactNode;
  children: (items: T[]) => React.ReactNode;
};

// The states of a list read from the server: failed, loading, empty, or its items drawn by `children`.
export function LoadedList<T>({ query, isLoading = false, loading, empty, children }: LoadedListProps<T>) {
  const { data: items, error } = query;
  if (error) return <DataTableErrorCard error={error} />;
  if (isLoading || !items) return <LoadingPlaceholders className="grid gap-3" {...loading} />;
  if (items.length === 0 && empty !== undefined) return empty;
  return children(items);
}
