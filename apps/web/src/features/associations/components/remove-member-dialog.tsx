import type { AssociationMember } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useRemoveAssociationMember } from '@/entities/associations/remove-association-member';

type RemoveMemberDialogProps = DialogOpenProps & {
  associationId: string;
  associationName: string;
  member: AssociationMember;
};

export function RemoveMemberDialog({
  associationId,
  associationName,
  member,
  ...dialog
}: RemoveMemberDialogProps) {
  const remove = useRemoveAssociationMember();

  return (
    <ConfirmActionDialog
      {...dialog}
      title={`Remove ${member.business_name}?`}
      description={`${member.business_name} leaves ${associationName} and frees a place. They can join again with the access code.`}
      confirmText="Remove vendor"
      confirmVariant="destructive"
      mutation={remove}
      variables={{ associationId, vendorId: member.vendor_id }}
      size="sm"
    />
  );
}
