import type { Association } from '@marketday/shared';
import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AccessCode } from './access-code';
import { AssociationRowActions, type OnAssociationAction } from './association-row-actions';
import { AssociationStatusBadge, vendorFill } from './association-status-badge';

type Value = string | number;

// A sortable header in the language shown: the columns are made once, the header says its title when drawn.
function saidHeader(key: keyof typeof en) {
  return function SaidHeader(context: HeaderContext<Association, Value>) {
    const t = useMessages(en);
    return sortableHeader<Association, Value>(t(key))(context);
  };
}

export function associationColumns(onAction: OnAssociationAction): ColumnDef<Association, string | number>[] {
  return [
    // nameColumn's column, with its header said in the language shown.
    {
      accessorKey: 'name',
      header: saidHeader('name'),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      size: 260,
    },
    {
      id: 'vendors',
      // Sorted by how many have joined; shown against the limit.
      accessorFn: (association) => association.vendor_count,
      header: saidHeader('vendors'),
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{vendorFill(row.original)}</span>,
      enableGlobalFilter: false,
      size: 110,
    },
    {
      id: 'status',
      accessorFn: (association) => messagesOf(en)(association.active ? 'active' : 'inactive'),
      header: saidHeader('status'),
      cell: ({ row }) => <AssociationStatusBadge active={row.original.active} />,
      size: 110,
    },
    {
      accessorKey: 'access_code',
      header: saidHeader('accessCode'),
      cell: ({ row }) => <AccessCode code={row.original.access_code} />,
      enableSorting: false,
      size: 220,
    },
    actionsColumn((association) => <AssociationRowActions association={association} onAction={onAction} />),
  ];
}
