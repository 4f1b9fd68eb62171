import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { Skeleton } from '../skeleton';
import { rowActivationProps } from './row-activation';
import { ScrollAreaX } from './scroll-area-x';

// Fixed keys: placeholder rows have no identity of their own.
const SKELETON_ROWS = ['s1', 's2', 's3', 's4', 's5'];

type DataTableBodyProps<TData> = {
  table: Table<TData>;
  isLoading: boolean;
  emptyMessage: string;
  onRowClick?: ((row: TData) => void) | undefined;
  compact?: boolean;
};

function ariaSort<TData>(header: Header<TData, unknown>) {
  if (!header.column.getCanSort()) return undefined;
  const sorted = header.column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

// A table too wide for its box keeps its columns and scrolls sideways inside the box, with a visible cue
// (docs/product.md §15); tables with a card layout switch to cards before that happens.
export function DataTableBody<TData>({
  table,
  isLoading,
  emptyMessage,
  onRowClick,
  compact = false,
}: DataTableBodyProps<TData>) {
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const padX = compact ? 'px-2' : 'px-3';
  const cellClass = cn(padX, 'py-2 align-middle');

  return (
    <ScrollAreaX className="rounded-md border bg-card">
      <table className="w-full caption-bottom text-sm" aria-busy={isLoading || undefined}>
        <thead>
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id} className="border-b">
              {headerGroup.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan}
                  aria-sort={ariaSort(header)}
                  style={{ width: header.getSize(), minWidth: header.column.columnDef.minSize }}
                  className={cn(
                    'h-11 whitespace-nowrap text-left align-middle font-medium text-muted-foreground',
                    padX,
                  )}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="[&_tr:last-child]:border-0">
          {isLoading &&
            SKELETON_ROWS.map((key) => (
              <tr key={key} className="border-b">
                {table.getVisibleLeafColumns().map((column) => (
                  <td key={column.id} className={cellClass}>
                    <Skeleton className="h-5 w-full" />
                  </td>
                ))}
              </tr>
            ))}
          {!isLoading &&
            rows.map((row) => (
              <tr
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className={cn(
                  'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
                  onRowClick &&
                    'cursor-pointer outline-none focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring/50',
                )}
                {...rowActivationProps(onRowClick && (() => onRowClick(row.original)))}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cn(cellClass, 'tabular-nums')}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          {!isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="h-24 px-3 text-center text-muted-foreground">
                {emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollAreaX>
  );
}
