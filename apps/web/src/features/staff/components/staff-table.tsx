import type { StaffMember } from '@marketday/shared';
import { useCallback, useMemo } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useInviteStaff } from '@/entities/staff/invite-staff';
import { useRowAction } from '@/hooks/use-row-action';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { RevokeStaffDialog } from './revoke-staff-dialog';
import type { StaffMarketOption } from './staff-access-fields';
import { staffColumns } from './staff-columns';
import { StaffMobileCard } from './staff-mobile-card';
import type { OnStaffAction } from './staff-row-actions';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const EditStaffDialog = lazyDialog(() => import('./edit-staff-dialog').then((m) => m.EditStaffDialog));

const SORT_BY_EMAIL = [{ id: 'email', desc: false }];

type StaffTableProps = {
  staff: StaffMember[] | undefined;
  isLoading: boolean;
  error: unknown;
  markets: StaffMarketOption[];
};

export function StaffTable({ staff, isLoading, error, markets }: StaffTableProps) {
  const t = useMessages(en);
  const { showSuccess, showError } = useAlerts();
  const invite = useInviteStaff();
  const action = useRowAction<'edit' | 'revoke', StaffMember>();

  const marketNames = useCallback(
    (ids: string[]) =>
      markets
        .filter((market) => ids.includes(market.id))
        .map((market) => market.name)
        .join(', '),
    [markets],
  );
  const mutateInvite = invite.mutateAsync;
  const openAction = action.open;
  const onAction = useCallback<OnStaffAction>(
    (kind, member) => {
      if (kind === 'resend') {
        // Inviting a pending e-mail again mails a fresh link and ends the old one.
        mutateInvite({ email: member.email, role: member.role, market_ids: member.market_ids })
          .then((result) => showSuccess(result.message))
          .catch((reason: unknown) => showError(getErrorMessage(reason, { useDetail: true })));
        return;
      }
      openAction(kind, member);
    },
    [mutateInvite, showSuccess, showError, openAction],
  );
  const columns = useMemo(() => staffColumns({ marketNames, onAction }), [marketNames, onAction]);

  const edit = action.dialogProps('edit');
  const revoke = action.dialogProps('revoke');
  return (
    <>
      <DataTable
        columns={columns}
        data={staff ?? []}
        isLoading={isLoading}
        error={error}
        searchPlaceholder={t('searchStaff')}
        emptyMessage={t('noStaff')}
        getRowId={(member) => member.id}
        initialSorting={SORT_BY_EMAIL}
        mobileCard={(member) => (
          <StaffMobileCard member={member} marketNames={marketNames} onAction={onAction} />
        )}
      />
      {edit && <EditStaffDialog key={edit.key} member={edit.row} {...edit.props} markets={markets} />}
      {revoke && <RevokeStaffDialog key={revoke.key} member={revoke.row} {...revoke.props} />}
    </>
  );
}
