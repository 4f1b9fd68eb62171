import type { Table } from '@tanstack/react-table';
import { EyeIcon, SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../button';
import { Input } from '../input';

type DataTableToolbarProps<TData> = {
  table: Table<TData>;
  searchPlaceholder?: string | undefined;
  onSearchChange: (search: string) => void;
  children?: React.ReactNode;
};

export function DataTableToolbar<TData>({
  table,
  searchPlaceholder,
  onSearchChange,
  children,
}: DataTableToolbarProps<TData>) {
  const search = String(table.getState().globalFilter ?? '');
  const hasHiddenColumns = table.getAllLeafColumns().some((column) => !column.getIsVisible());
  if (!searchPlaceholder && !children && !hasHiddenColumns) return null;

  return (
    <div
      data-slot="data-table-toolbar"
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
    >
      {searchPlaceholder && (
        <div className="relative w-full sm:max-w-xs">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={searchPlaceholder}
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
          />
        </div>
      )}
      {children}
      {hasHiddenColumns && (
        <Button variant="outline" className="sm:ml-auto" onClick={() => table.toggleAllColumnsVisible(true)}>
          <EyeIcon aria-hidden="true" />
          Unhide All
        </Button>
      )}
    </div>
  );
}
