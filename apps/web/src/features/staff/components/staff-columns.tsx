import { STAFF_ROLE_LABELS, type StaffMember } from '@marketday/shared';
import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type OnStaffAction, StaffRowActions } from './staff-row-actions';
import { lastSignInText, StaffStatusBadge, sayStaffStatus, staffStatusLabel } from './staff-status';

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

// A sortable header in the language shown: the columns are made once, the header says its title when drawn.
function saidHeader(key: keyof typeof en) {
  return function SaidHeader(context: HeaderContext<StaffMember, string>) {
    const t = useMessages(en);
    return sortableHeader<StaffMember, string>(t(key))(context);
  };
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
      header: saidHeader('staffMember'),
      cell: ({ row }) => <StaffIdentity member={row.original} />,
      size: 240,
    },
    {
      id: 'role',
      accessorFn: (member) => sayShared(STAFF_ROLE_LABELS[member.role]),
      header: saidHeader('role'),
      size: 150,
    },
    {
      id: 'markets',
      accessorFn: (member) => marketNames(member.market_ids),
      header: saidHeader('markets'),
      cell: ({ getValue }) => <span className="break-words">{getValue()}</span>,
      enableSorting: false,
      size: 220,
    },
    {
      id: 'status',
      accessorFn: (member) => sayStaffStatus(staffStatusLabel(member)),
      header: saidHeader('status'),
      cell: ({ row }) => <StaffStatusBadge member={row.original} />,
      size: 150,
    },
    {
      id: 'last_sign_in',
      // ISO timestamps sort as text; 'Never' (none) sorts first.
      accessorFn: (member) => member.last_sign_in_at ?? '',
      header: saidHeader('lastSignIn'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{lastSignInText(row.original.last_sign_in_at)}</span>
      ),
      enableGlobalFilter: false,
      size: 170,
    },
    actionsColumn((member) => <StaffRowActions member={member} onAction={onAction} />),
  ];
}
