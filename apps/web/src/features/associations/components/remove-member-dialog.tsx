import type { AssociationMember } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useRemoveAssociationMember } from '../api/remove-association-member';

type RemoveMemberDialogProps = {
  associationId: string;
  associationName: string;
  member: AssociationMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RemoveMemberDialog({
  associationId,
  associationName,
  member,
  open,
  onOpenChange,
}: RemoveMemberDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const remove = useRemoveAssociationMember();

  async function confirm() {
    try {
      const result = await remove.mutateAsync({ associationId, vendorId: member.vendor_id });
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove ${member.business_name}?`}
      subtitle={`${member.business_name} leaves ${associationName} and frees a place. They can join again with the access code.`}
      confirmText="Remove vendor"
      confirmVariant="destructive"
      loading={remove.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
