import {
  compareDocumentStatus,
  DOCUMENT_TYPE_LABELS,
  type ExpiredDocumentRow,
  formatDisplayDate,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTableColumnHeader } from '@/components/ui/data-table';

export type RenderDocumentStatus = (row: ExpiredDocumentRow) => ReactNode;

// Rows without an expiry sort last.
function compareExpiry(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

// The most pressing first: status order (spec §4), then the earliest expiry.
export function compareExpiredRows(a: ExpiredDocumentRow, b: ExpiredDocumentRow): number {
  return compareDocumentStatus(a.status, b.status) || compareExpiry(a.expr, b.expr);
}

export function expiresText(expr: string | null): string {
  return expr ? formatDisplayDate(expr) : '—';
}

export function expiredDocumentColumns(
  renderStatus: RenderDocumentStatus,
): ColumnDef<ExpiredDocumentRow, string>[] {
  return [
    {
      accessorKey: 'vendor_name',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Vendor" />,
      cell: ({ row }) => <span className="font-medium">{row.original.vendor_name}</span>,
      size: 200,
    },
    {
      id: 'document',
      accessorFn: (row) => DOCUMENT_TYPE_LABELS[row.type],
      header: ({ column }) => <DataTableColumnHeader column={column} title="Document" />,
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (row) => row.status,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) => renderStatus(row.original),
      sortingFn: (a, b) => compareExpiredRows(a.original, b.original),
      size: 170,
    },
    {
      id: 'expr',
      accessorFn: (row) => row.expr ?? '',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Expires" />,
      cell: ({ row }) => <span className="tabular-nums">{expiresText(row.original.expr)}</span>,
      sortingFn: (a, b) => compareExpiry(a.original.expr, b.original.expr),
      size: 120,
    },
  ];
}
