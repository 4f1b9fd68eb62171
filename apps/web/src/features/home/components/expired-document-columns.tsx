import {
  compareDocumentUrgency,
  compareExpiry,
  DOCUMENT_TYPE_LABELS,
  documentExpiryText,
  type ExpiredDocumentRow,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { nameColumn, sortableHeader } from '@/components/ui/data-table';

export type RenderDocumentStatus = (row: ExpiredDocumentRow) => ReactNode;

export function expiredDocumentColumns(
  renderStatus: RenderDocumentStatus,
): ColumnDef<ExpiredDocumentRow, string>[] {
  return [
    nameColumn('vendor_name', 'Vendor', 200),
    {
      id: 'document',
      accessorFn: (row) => DOCUMENT_TYPE_LABELS[row.type],
      header: sortableHeader('Document'),
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (row) => row.status,
      header: sortableHeader('Status'),
      cell: ({ row }) => renderStatus(row.original),
      sortingFn: (a, b) => compareDocumentUrgency(a.original, b.original),
      size: 170,
    },
    {
      id: 'expr',
      accessorFn: (row) => row.expr ?? '',
      header: sortableHeader('Expires'),
      cell: ({ row }) => <span className="tabular-nums">{documentExpiryText(row.original.expr)}</span>,
      sortingFn: (a, b) => compareExpiry(a.original.expr, b.original.expr),
      size: 120,
    },
  ];
}
