import type { Table } from '@tanstack/react-table';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { LoadingPlaceholders } from '../loading-placeholders';
import { rowActivationProps } from './row-activation';

type DataTableMobileCardsProps<TData> = {
  table: Table<TData>;
  isLoading: boolean;
  emptyMessage: string;
  onRowClick?: ((row: TData) => void) | undefined;
  renderCard: (row: TData) => React.ReactNode;
};

const cardClass = 'rounded-lg border bg-card p-4 text-card-foreground shadow-xs';

// Phones get one stacked card per row instead of a table (docs/product.md §15); paging and search still apply.
export function DataTableMobileCards<TData>({
  table,
  isLoading,
  emptyMessage,
  onRowClick,
  renderCard,
}: DataTableMobileCardsProps<TData>) {
  if (isLoading) {
    return (
      <LoadingPlaceholders
        className="flex flex-col gap-3"
        placeholders={['h-20 w-full', 'h-20 w-full', 'h-20 w-full']}
      />
    );
  }
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return <p className={cn(cardClass, 'py-8 text-center text-muted-foreground text-sm')}>{emptyMessage}</p>;
  }
  return (
    <ul data-slot="data-table-cards" className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className={cn(
            cardClass,
            'tabular-nums',
            onRowClick &&
              'cursor-pointer outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
          )}
          {...rowActivationProps(onRowClick && (() => onRowClick(row.original)))}
        >
          {renderCard(row.original)}
        </li>
      ))}
    </ul>
  );
}
