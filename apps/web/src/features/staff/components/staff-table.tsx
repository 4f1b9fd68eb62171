import type { StaffMember } from '@marketday/shared';
import { useCallback, useMemo, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { useInviteStaff } from '@/entities/staff/invite-staff';
import { getErrorMessage } from '@/lib/api-client';
import { EditStaffDialog } from './edit-staff-dialog';
import { RevokeStaffDialog } from './revoke-staff-dialog';
import type { StaffMarketOption } from './staff-access-fields';
import { staffColumns } from './staff-columns';
import { StaffMobileCard } from './staff-mobile-card';
import type { OnStaffAction } from './staff-row-actions';

type Target = { action: 'edit' | 'revoke'; member: StaffMember; opening: number };
const SORT_BY_EMAIL = [{ id: 'email', desc: false }];

type StaffTableProps = {
  staff: StaffMember[] | undefined;
  isLoading: boolean;
  error: unknown;
  markets: StaffMarketOption[];
};

export function StaffTable({ staff, isLoading, error, markets }: StaffTableProps) {
  const { showSuccess, showError } = useAlerts();
  const invite = useInviteStaff();
  // The chosen member outlives `isOpen`, so a dialog keeps its content while it closes; `opening` keys each
  // opening afresh (fresh form values).
  const [target, setTarget] = useState<Target | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const marketNames = useCallback(
    (ids: string[]) =>
      markets
        .filter((market) => ids.includes(market.id))
        .map((market) => market.name)
        .join(', '),
    [markets],
  );
  const mutateInvite = invite.mutateAsync;
  const onAction = useCallback<OnStaffAction>(
    (action, member) => {
      if (action === 'resend') {
        // Inviting a pending e-mail again mails a fresh link and ends the old one.
        mutateInvite({ email: member.email, role: member.role, market_ids: member.market_ids })
          .then((result) => showSuccess(result.message))
          .catch((reason: unknown) => showError(getErrorMessage(reason, { useDetail: true })));
        return;
      }
      setTarget((previous) => ({ action, member, opening: (previous?.opening ?? 0) + 1 }));
      setIsOpen(true);
    },
    [mutateInvite, showSuccess, showError],
  );
  const columns = useMemo(() => staffColumns({ marketNames, onAction }), [marketNames, onAction]);

  return (
    <>
      <DataTable
        columns={columns}
        data={staff ?? []}
        isLoading={isLoading}
        error={error}
        searchPlaceholder="Search staff..."
        emptyMessage="No staff yet. Invite someone to help at your markets."
        getRowId={(member) => member.id}
        initialSorting={SORT_BY_EMAIL}
        mobileCard={(member) => (
          <StaffMobileCard member={member} marketNames={marketNames} onAction={onAction} />
        )}
      />
      {target?.action === 'edit' && (
        <EditStaffDialog
          key={`edit-${target.opening}`}
          member={target.member}
          markets={markets}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      )}
      {target?.action === 'revoke' && (
        <RevokeStaffDialog
          key={`revoke-${target.opening}`}
          member={target.member}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      )}
    </>
  );
}
