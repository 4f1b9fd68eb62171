import {
  compareDocumentUrgency,
  compareExpiry,
  DOCUMENT_TYPE_LABELS,
  type ExpiredDocumentRow,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { nameColumn, sortableHeader } from '@/components/ui/data-table';
import { displayDateOrDash } from '@/lib/i18n/dates';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type RenderDocumentStatus = (row: ExpiredDocumentRow) => ReactNode;

export function expiredDocumentColumns(
  renderStatus: RenderDocumentStatus,
): ColumnDef<ExpiredDocumentRow, string>[] {
  // Built again when the language changes (the card names the language among its memo's inputs).
  const t = messagesOf(en);
  return [
    nameColumn('vendor_name', t('vendor'), 200),
    {
      id: 'document',
      accessorFn: (row) => sayShared(DOCUMENT_TYPE_LABELS[row.type]),
      header: sortableHeader(t('document')),
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (row) => row.status,
      header: sortableHeader(t('status')),
      cell: ({ row }) => renderStatus(row.original),
      sortingFn: (a, b) => compareDocumentUrgency(a.original, b.original),
      size: 170,
    },
    {
      id: 'expr',
      accessorFn: (row) => row.expr ?? '',
      header: sortableHeader(t('expires')),
      cell: ({ row }) => <span className="tabular-nums">{displayDateOrDash(row.original.expr)}</span>,
      sortingFn: (a, b) => compareExpiry(a.original.expr, b.original.expr),
      size: 120,
    },
  ];
}
