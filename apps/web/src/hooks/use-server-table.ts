import { TABLE_PAGE_SIZES } from '@marketday/shared';
import type { OnChangeFn, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

export type ServerTableState = {
  pagination: PaginationState;
  sorting: SortingState;
  onPaginationChange: OnChangeFn<PaginationState>;
  onSortingChange: OnChangeFn<SortingState>;
};

const apply = <T>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

// The page and sort of a table the server pages (docs/decisions/019), as the query parameters the list
// routes take. A new sort or new filters (`resetKey`) start again at the first page; an empty sort (a column
// clicked back to unsorted) falls back to the default.
export function useServerTable<Column extends string>({
  defaultSort,
  columns,
  resetKey,
}: {
  defaultSort: { id: Column; desc: boolean };
  columns: readonly Column[];
  resetKey: string;
}) {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: TABLE_PAGE_SIZES[0],
  });
  const [sorting, setSorting] = useState<SortingState>([defaultSort]);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  const onSortingChange = useCallback<OnChangeFn<SortingState>>((updater) => {
    setSorting((current) => apply(updater, current));
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }, []);
  const onPaginationChange = useCallback<OnChangeFn<PaginationState>>((updater) => {
    setPagination((current) => apply(updater, current));
  }, []);

  const chosen = sorting[0];
  const sort = chosen && columns.includes(chosen.id as Column) ? chosen : defaultSort;
  const state: ServerTableState = { pagination, sorting, onPaginationChange, onSortingChange };
  return {
    state,
    params: {
      page: pagination.pageIndex,
      page_size: pagination.pageSize,
      sort_by: sort.id as Column,
      sort_direction: sort.desc ? ('DESC' as const) : ('ASC' as const),
    },
  };
}

export type ServerTableParams<Column extends string> = ReturnType<typeof useServerTable<Column>>['params'];
