import type { StaffMember } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useRevokeStaff } from '@/entities/staff/revoke-staff';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type RevokeStaffDialogProps = DialogOpenProps & { member: StaffMember };

export function RevokeStaffDialog({ member, ...dialog }: RevokeStaffDialogProps) {
  const t = useMessages(en);
  const revoke = useRevokeStaff();
  const who = member.username ?? member.email;
  return (
    <ConfirmActionDialog
      {...dialog}
      title={t('revokeTitle', { who })}
      description={member.status === 'PENDING' ? t('revokePending') : t('revokeActive')}
      confirmText={t('revoke')}
      confirmVariant="destructive"
      mutation={revoke}
      variables={member.id}
    />
  );
}
