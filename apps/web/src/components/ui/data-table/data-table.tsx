import { TABLE_PAGE_SIZES } from '@marketday/shared';
import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import * as React from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { ServerTableState } from '@/hooks/use-server-table';
import { useMessages } from '@/lib/i18n/use-messages';
import { DataTableBody } from './data-table-body';
import { DataTableErrorCard } from './data-table-error-card';
import { DataTableMobileCards } from './data-table-mobile-cards';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import en from './locales/en.json';

export type DataTableProps<TData> = {
  // `never` as the value type accepts columns of any value type (ColumnDef<T, string>, ColumnDef<T>…)
  // without resorting to `any`.
  columns: ColumnDef<TData, never>[];
  data: TData[];
  searchPlaceholder?: string;
  isLoading?: boolean;
  error?: unknown;
  emptyMessage?: string;
  onRowClick?: (row: TData) => void;
  toolbar?: React.ReactNode;
  getRowId?: (row: TData) => string;
  initialSorting?: SortingState;
  mobileCard?: (row: TData) => React.ReactNode;
  /** What the error card's Retry does; by default every failed query on the screen is fetched again. */
  onRetry?: () => void;
  /**
   * The server pages and sorts (docs/decisions/019): `data` is one page, `rowCount` the whole filtered range,
   * and the page and sort live in `state` (useServerTable) so they become the request's parameters.
   */
  server?: { rowCount: number; state: ServerTableState };
  /** Tighter cells, for a wide table of figures that must fit beside the open sidebar (the Reports tables). */
  compact?: boolean;
};

// docs/product.md §9: page size 10, first page index 0, column size 150 (minimum 20).
const DEFAULT_COLUMN = { size: 150, minSize: 20 } as const;
const INITIAL_PAGINATION: PaginationState = { pageIndex: 0, pageSize: TABLE_PAGE_SIZES[0] };
// Below this width (a tablet, or a laptop with the sidebar open eating 256 px) a wide table cannot show its
// columns side by side, so a table with a card layout stacks its rows as cards (docs/product.md §15).
export const TABLE_CARDS_QUERY = '(max-width: 1023px)';

export function DataTable<TData>({
  columns,
  data,
  searchPlaceholder,
  isLoading = false,
  error,
  emptyMessage: givenEmptyMessage,
  onRowClick,
  toolbar,
  getRowId,
  initialSorting = [],
  mobileCard,
  onRetry,
  server,
  compact = false,
}: DataTableProps<TData>) {
  const t = useMessages(en);
  const emptyMessage = givenEmptyMessage ?? t('noResults');
  const isCompact = useMediaQuery(TABLE_CARDS_QUERY);
  const [sorting, setSorting] = React.useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = React.useState('');
  const [columnVisibility, setColumnVisibility] = React.useState<VisibilityState>({});
  const [pagination, setPagination] = React.useState<PaginationState>(INITIAL_PAGINATION);

  const table = useReactTable({
    data,
    columns: columns as ColumnDef<TData, unknown>[],
    getRowId,
    defaultColumn: DEFAULT_COLUMN,
    state: {
      sorting: server?.state.sorting ?? sorting,
      globalFilter,
      columnVisibility,
      pagination: server?.state.pagination ?? pagination,
    },
    onSortingChange: server?.state.onSortingChange ?? setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: server?.state.onPaginationChange ?? setPagination,
    manualPagination: Boolean(server),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    ...(server ? { rowCount: server.rowCount } : {}),
    // Paging resets only for a new search (below), so a background refetch keeps the user's page.
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  // Rows removed by a refetch can leave the page past the end; step back to the last page.
  const pageCount = table.getPageCount();
  const { pageIndex } = table.getState().pagination;
  const isPastEnd = pageIndex > 0 && pageIndex >= pageCount;
  if (isPastEnd && !server) setPagination({ ...pagination, pageIndex: Math.max(pageCount - 1, 0) });
  // With server paging the page's owner steps back, after this render, once the count has arrived.
  const stepBack = server && !isLoading && isPastEnd ? server.state.onPaginationChange : undefined;
  React.useEffect(() => {
    stepBack?.((current) => ({ ...current, pageIndex: Math.max(pageCount - 1, 0) }));
  }, [stepBack, pageCount]);

  function handleSearchChange(search: string) {
    setGlobalFilter(search);
    (server?.state.onPaginationChange ?? setPagination)((current) => ({ ...current, pageIndex: 0 }));
  }

  if (error !== undefined && error !== null) return <DataTableErrorCard error={error} onRetry={onRetry} />;

  return (
    <div data-slot="data-table" className="flex w-full min-w-0 flex-col gap-3">
      <DataTableToolbar
        table={table}
        searchPlaceholder={searchPlaceholder}
        onSearchChange={handleSearchChange}
      >
        {toolbar}
      </DataTableToolbar>
      {isCompact && mobileCard ? (
        <DataTableMobileCards
          table={table}
          isLoading={isLoading}
          emptyMessage={emptyMessage}
          onRowClick={onRowClick}
          renderCard={mobileCard}
        />
      ) : (
        <DataTableBody
          table={table}
          isLoading={isLoading}
          emptyMessage={emptyMessage}
          onRowClick={onRowClick}
          compact={compact}
        />
      )}
      {!isLoading && <DataTablePagination table={table} />}
    </div>
  );
}
