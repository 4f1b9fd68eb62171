import type { AssociationMember } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useRemoveAssociationMember } from '@/entities/associations/remove-association-member';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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
  const t = useMessages(en);
  const remove = useRemoveAssociationMember();

  return (
    <ConfirmActionDialog
      {...dialog}
      title={t('removeTitle', { name: member.business_name })}
      description={t('removeDescription', { name: member.business_name, association: associationName })}
      confirmText={t('removeVendor')}
      confirmVariant="destructive"
      mutation={remove}
      variables={{ associationId, vendorId: member.vendor_id }}
      size="sm"
    />
  );
}
