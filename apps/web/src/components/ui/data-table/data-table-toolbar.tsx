import type { Table } from '@tanstack/react-table';
import { EyeIcon } from 'lucide-react';
import type * as React from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from '../button';
import { SearchInput } from '../search-input';
import en from './locales/en.json';

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
  const t = useMessages(en);
  const search = String(table.getState().globalFilter ?? '');
  const hasHiddenColumns = table.getAllLeafColumns().some((column) => !column.getIsVisible());
  if (!searchPlaceholder && !children && !hasHiddenColumns) return null;

  return (
    <div
      data-slot="data-table-toolbar"
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
    >
      {searchPlaceholder && (
        <SearchInput
          label={searchPlaceholder}
          placeholder={searchPlaceholder}
          value={search}
          onChange={onSearchChange}
        />
      )}
      {children}
      {hasHiddenColumns && (
        <Button variant="outline" className="sm:ml-auto" onClick={() => table.toggleAllColumnsVisible(true)}>
          <EyeIcon aria-hidden="true" />
          {t('unhideAll')}
        </Button>
      )}
    </div>
  );
}
