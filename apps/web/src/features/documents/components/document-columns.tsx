import {
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  documentExpiryText,
  formatDisplayDate,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn, nameColumn, sortableHeader } from '@/components/ui/data-table';
import { DocumentRowActions, type OnDocumentAction } from './document-row-actions';
import { DocumentStatusBadge } from './status-badge';

// A market report names its market and quarter, so several of them can be told apart.
export function documentTypeText(doc: DocumentRecord): string {
  const label = DOCUMENT_TYPE_LABELS[doc.type];
  if (doc.type !== 'CDFA-Report' || !doc.meta.market_name) return label;
  return `${label} · ${doc.meta.market_name} ${doc.meta.quarter ?? ''}`.trim();
}

// created_at is an instant; show the local calendar day it fell on.
export function uploadedText(createdAt: string): string {
  return formatDisplayDate(new Date(createdAt));
}

export function documentColumns({
  showVendor,
  onAction,
  canChange = () => true,
}: {
  showVendor: boolean;
  onAction: OnDocumentAction;
  canChange?: (document: DocumentRecord) => boolean;
}): ColumnDef<DocumentRecord, string | number>[] {
  // Column ids are the server's sort columns (DOCUMENT_SORT_COLUMNS): the server sorts, status by urgency.
  const vendor: ColumnDef<DocumentRecord, string | number>[] = showVendor
    ? [nameColumn('owner_name', 'Vendor', 200)]
    : [];
  return [
    ...vendor,
    {
      id: 'type',
      accessorFn: documentTypeText,
      header: sortableHeader('Type'),
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (doc) => doc.status,
      header: sortableHeader('Status'),
      cell: ({ row }) => <DocumentStatusBadge status={row.original.status} text={row.original.status_text} />,
      size: 170,
    },
    {
      id: 'expr',
      accessorFn: (doc) => doc.expr ?? '',
      header: sortableHeader('Expires'),
      cell: ({ row }) => <span className="tabular-nums">{documentExpiryText(row.original.expr)}</span>,
      size: 120,
    },
    {
      accessorKey: 'version',
      header: sortableHeader('Version'),
      cell: ({ row }) => <span className="tabular-nums">v{row.original.version}</span>,
      size: 90,
    },
    {
      accessorKey: 'created_at',
      header: sortableHeader('Uploaded'),
      cell: ({ row }) => <span className="tabular-nums">{uploadedText(row.original.created_at)}</span>,
      size: 120,
    },
    actionsColumn((document) => (
      <DocumentRowActions document={document} onAction={onAction} canChange={canChange(document)} />
    )),
  ];
}
