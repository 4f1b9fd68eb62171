import { STAFF_ROLE_LABELS, type StaffMember } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import { type OnStaffAction, StaffRowActions } from './staff-row-actions';
import { lastSignInText, StaffStatusBadge, staffStatusLabel } from './staff-status';

export type MarketNames = (marketIds: string[]) => string;

export function StaffIdentity({ member }: { member: StaffMember }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium [overflow-wrap:anywhere]">{member.email}</span>
      {member.username && (
        <span className="text-muted-foreground text-xs [overflow-wrap:anywhere]">{member.username}</span>
      )}
    </div>
  );
}

export function staffColumns({
  marketNames,
  onAction,
}: {
  marketNames: MarketNames;
  onAction: OnStaffAction;
}): ColumnDef<StaffMember, string>[] {
  return [
    {
      accessorKey: 'email',
      header: sortableHeader('Staff member'),
      cell: ({ row }) => <StaffIdentity member={row.original} />,
      size: 240,
    },
    {
      id: 'role',
      accessorFn: (member) => STAFF_ROLE_LABELS[member.role],
      header: sortableHeader('Role'),
      size: 150,
    },
    {
      id: 'markets',
      accessorFn: (member) => marketNames(member.market_ids),
      header: sortableHeader('Markets'),
      cell: ({ getValue }) => <span className="break-words">{getValue()}</span>,
      enableSorting: false,
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (member) => staffStatusLabel(member),
      header: sortableHeader('Status'),
      cell: ({ row }) => <StaffStatusBadge member={row.original} />,
      size: 150,
    },
    {
      id: 'last_sign_in',
      // ISO timestamps sort as text; 'Never' (none) sorts first.
      accessorFn: (member) => member.last_sign_in_at ?? '',
      header: sortableHeader('Last sign-in'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{lastSignInText(row.original.last_sign_in_at)}</span>
      ),
      enableGlobalFilter: false,
      size: 170,
    },
    actionsColumn((member) => <StaffRowActions member={member} onAction={onAction} />),
  ];
}
