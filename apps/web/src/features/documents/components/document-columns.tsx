import {
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  documentExpiryText,
  formatDisplayDate,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTableColumnHeader } from '@/components/ui/data-table';
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
    ? [
        {
          accessorKey: 'owner_name',
          header: ({ column }) => <DataTableColumnHeader column={column} title="Vendor" />,
          cell: ({ row }) => <span className="font-medium">{row.original.owner_name}</span>,
          size: 200,
        },
      ]
    : [];
  return [
    ...vendor,
    {
      id: 'type',
      accessorFn: documentTypeText,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Type" />,
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (doc) => doc.status,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
      cell: ({ row }) => <DocumentStatusBadge status={row.original.status} text={row.original.status_text} />,
      size: 170,
    },
    {
      id: 'expr',
      accessorFn: (doc) => doc.expr ?? '',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Expires" />,
      cell: ({ row }) => <span className="tabular-nums">{documentExpiryText(row.original.expr)}</span>,
      size: 120,
    },
    {
      accessorKey: 'version',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Version" />,
      cell: ({ row }) => <span className="tabular-nums">v{row.original.version}</span>,
      size: 90,
    },
    {
      accessorKey: 'created_at',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Uploaded" />,
      cell: ({ row }) => <span className="tabular-nums">{uploadedText(row.original.created_at)}</span>,
      size: 120,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <DocumentRowActions document={row.original} onAction={onAction} canChange={canChange(row.original)} />
      ),
      enableSorting: false,
      enableHiding: false,
      size: 56,
    },
  ];
}
