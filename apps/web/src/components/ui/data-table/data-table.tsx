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
import { useIsMobile } from '@/hooks/use-mobile';
import { DataTableBody } from './data-table-body';
import { DataTableErrorCard } from './data-table-error-card';
import { DataTableMobileCards } from './data-table-mobile-cards';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';

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
};

// docs/product.md §9: page size 10, first page index 0, column size 150 (minimum 20).
const DEFAULT_COLUMN = { size: 150, minSize: 20 } as const;
const INITIAL_PAGINATION: PaginationState = { pageIndex: 0, pageSize: TABLE_PAGE_SIZES[0] };

export function DataTable<TData>({
  columns,
  data,
  searchPlaceholder,
  isLoading = false,
  error,
  emptyMessage = 'No results.',
  onRowClick,
  toolbar,
  getRowId,
  initialSorting = [],
  mobileCard,
}: DataTableProps<TData>) {
  const isMobile = useIsMobile();
  const [sorting, setSorting] = React.useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = React.useState('');
  const [columnVisibility, setColumnVisibility] = React.useState<VisibilityState>({});
  const [pagination, setPagination] = React.useState<PaginationState>(INITIAL_PAGINATION);

  const table = useReactTable({
    data,
    columns: columns as ColumnDef<TData, unknown>[],
    getRowId,
    defaultColumn: DEFAULT_COLUMN,
    state: { sorting, globalFilter, columnVisibility, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: setPagination,
    // Paging resets only for a new search (below), so a background refetch keeps the user's page.
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  // Rows removed by a refetch can leave the page past the end; step back to the last page.
  const pageCount = table.getPageCount();
  if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
    setPagination({ ...pagination, pageIndex: Math.max(pageCount - 1, 0) });
  }

  function handleSearchChange(search: string) {
    setGlobalFilter(search);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  if (error !== undefined && error !== null) return <DataTableErrorCard error={error} />;

  return (
    <div data-slot="data-table" className="flex w-full min-w-0 flex-col gap-3">
      <DataTableToolbar
        table={table}
        searchPlaceholder={searchPlaceholder}
        onSearchChange={handleSearchChange}
      >
        {toolbar}
      </DataTableToolbar>
      {isMobile && mobileCard ? (
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
        />
      )}
      {!isLoading && <DataTablePagination table={table} />}
    </div>
  );
}
