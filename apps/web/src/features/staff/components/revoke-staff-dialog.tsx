import type { StaffMember } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useRevokeStaff } from '@/entities/staff/revoke-staff';

type RevokeStaffDialogProps = DialogOpenProps & { member: StaffMember };

export function RevokeStaffDialog({ member, ...dialog }: RevokeStaffDialogProps) {
  const revoke = useRevokeStaff();
  const who = member.username ?? member.email;
  return (
    <ConfirmActionDialog
      {...dialog}
      title={`Revoke ${who}?`}
      description={
        member.status === 'PENDING'
          ? 'The invitation link stops working.'
          : 'They are signed out at once and can no longer sign in. Their checkouts stay on record.'
      }
      confirmText="Revoke"
      confirmVariant="destructive"
      mutation={revoke}
      variables={member.id}
    />
  );
}
