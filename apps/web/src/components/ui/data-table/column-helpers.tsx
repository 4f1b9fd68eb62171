import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import type * as React from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { DataTableColumnHeader } from './data-table-column-header';
import en from './locales/en.json';

type HeaderOptions = { className?: string; compact?: boolean };

// The header of a column people can sort and hide by its menu (DataTableColumnHeader), titled `title`.
export function sortableHeader<TData, TValue>(title: string, { className, compact }: HeaderOptions = {}) {
  return function SortableHeader({ column }: HeaderContext<TData, TValue>) {
    return <DataTableColumnHeader column={column} title={title} className={className} compact={compact} />;
  };
}

// The actions column's unseen header: the caller's label, else 'Actions' in the language shown.
function ActionsHeader({ label }: { label: string | undefined }) {
  const t = useMessages(en);
  return <span className="sr-only">{label ?? t('actions')}</span>;
}

type ButtonColumnOptions = {
  /** The column's id; 'actions' unless said. */
  id?: string;
  /** What a screen reader calls the header (it shows nothing). */
  label?: string;
  size?: number;
};

// The last column of a table: a row's buttons or menu under an unseen header, neither sorted nor hidden.
export function actionsColumn<TData, TValue = unknown>(
  cell: (row: TData) => React.ReactNode,
  { id = 'actions', label, size = 56 }: ButtonColumnOptions = {},
): ColumnDef<TData, TValue> {
  return {
    id,
    header: () => <ActionsHeader label={label} />,
    cell: ({ row }) => cell(row.original),
    enableSorting: false,
    enableHiding: false,
    size,
  };
}

// The column naming each row (a vendor, an association): sortable by the name, shown in medium weight.
export function nameColumn<TData, TValue = unknown>(
  key: keyof TData & string,
  title: string,
  size: number,
): ColumnDef<TData, TValue> {
  return {
    accessorKey: key,
    header: sortableHeader(title),
    cell: ({ row }) => <span className="font-medium">{String(row.original[key])}</span>,
    size,
  };
}
