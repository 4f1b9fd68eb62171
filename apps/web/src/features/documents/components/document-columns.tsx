import { DOCUMENT_TYPE_LABELS, type DocumentRecord } from '@marketday/shared';
import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import { displayDate, displayDateOrDash } from '@/lib/i18n/dates';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { DocumentRowActions, type OnDocumentAction } from './document-row-actions';
import { DocumentStatusBadge } from './status-badge';

// A market report names its market and quarter, so several of them can be told apart.
export function documentTypeText(doc: DocumentRecord): string {
  const label = sayShared(DOCUMENT_TYPE_LABELS[doc.type]);
  if (doc.type !== 'CDFA-Report' || !doc.meta.market_name) return label;
  return `${label} · ${doc.meta.market_name} ${doc.meta.quarter ?? ''}`.trim();
}

// created_at is an instant; show the local calendar day it fell on.
export function uploadedText(createdAt: string): string {
  return displayDate(new Date(createdAt));
}

type Value = string | number;

// A sortable header whose title is said in the language shown when the table renders.
function header(key: keyof typeof en & string) {
  return (context: HeaderContext<DocumentRecord, Value>) =>
    sortableHeader<DocumentRecord, Value>(messagesOf(en)(key))(context);
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
          header: header('colVendor'),
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
      // Said again at render, so the type follows the language shown.
      cell: ({ row }) => documentTypeText(row.original),
      header: header('colType'),
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (doc) => doc.status,
      header: header('colStatus'),
      cell: ({ row }) => <DocumentStatusBadge status={row.original.status} text={row.original.status_text} />,
      size: 170,
    },
    {
      id: 'expr',
      accessorFn: (doc) => doc.expr ?? '',
      header: header('colExpires'),
      cell: ({ row }) => <span className="tabular-nums">{displayDateOrDash(row.original.expr)}</span>,
      size: 120,
    },
    {
      accessorKey: 'version',
      header: header('colVersion'),
      cell: ({ row }) => <span className="tabular-nums">v{row.original.version}</span>,
      size: 90,
    },
    {
      accessorKey: 'created_at',
      header: header('colUploaded'),
      cell: ({ row }) => <span className="tabular-nums">{uploadedText(row.original.created_at)}</span>,
      size: 120,
    },
    actionsColumn((document) => (
      <DocumentRowActions document={document} onAction={onAction} canChange={canChange(document)} />
    )),
  ];
}
