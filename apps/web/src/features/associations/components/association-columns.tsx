import type { Association } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn, nameColumn, sortableHeader } from '@/components/ui/data-table';
import { AccessCode } from './access-code';
import { AssociationRowActions, type OnAssociationAction } from './association-row-actions';
import { AssociationStatusBadge, vendorFill } from './association-status-badge';

export function associationColumns(onAction: OnAssociationAction): ColumnDef<Association, string | number>[] {
  return [
    nameColumn('name', 'Name', 260),
    {
      id: 'vendors',
      // Sorted by how many have joined; shown against the limit.
      accessorFn: (association) => association.vendor_count,
      header: sortableHeader('Vendors'),
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{vendorFill(row.original)}</span>,
      enableGlobalFilter: false,
      size: 110,
    },
    {
      id: 'status',
      accessorFn: (association) => (association.active ? 'Active' : 'Inactive'),
      header: sortableHeader('Status'),
      cell: ({ row }) => <AssociationStatusBadge active={row.original.active} />,
      size: 110,
    },
    {
      accessorKey: 'access_code',
      header: sortableHeader('Access code'),
      cell: ({ row }) => <AccessCode code={row.original.access_code} />,
      enableSorting: false,
      size: 220,
    },
    actionsColumn((association) => <AssociationRowActions association={association} onAction={onAction} />),
  ];
}
