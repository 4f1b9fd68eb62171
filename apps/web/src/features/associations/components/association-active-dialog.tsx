import type { Association } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useSetAssociationActive } from '@/entities/associations/set-association-active';

type AssociationActiveDialogProps = DialogOpenProps & { association: Association };

// Deactivating stops new joins only; members stay, so it can be undone without losing anyone.
export function AssociationActiveDialog({ association, ...dialog }: AssociationActiveDialogProps) {
  const setActive = useSetAssociationActive();
  const isDeactivating = association.active;

  return (
    <ConfirmActionDialog
      {...dialog}
      title={isDeactivating ? `Deactivate ${association.name}?` : `Activate ${association.name}?`}
      description={
        isDeactivating
          ? 'Vendors can no longer join with its access code. Vendors already in it stay members.'
          : `Vendors can join again with the access code ${association.access_code}.`
      }
      checkboxText={isDeactivating ? 'I understand no new vendors can join.' : undefined}
      confirmText={isDeactivating ? 'Deactivate' : 'Activate'}
      confirmVariant={isDeactivating ? 'destructive' : 'default'}
      mutation={setActive}
      variables={{ id: association.id, active: !isDeactivating }}
      size="sm"
    />
  );
}
