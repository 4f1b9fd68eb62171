import type { Association } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useSetAssociationActive } from '../api/set-association-active';

type AssociationActiveDialogProps = {
  association: Association;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// Deactivating stops new joins only; members stay, so it can be undone without losing anyone.
export function AssociationActiveDialog({ association, open, onOpenChange }: AssociationActiveDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const setActive = useSetAssociationActive();
  const isDeactivating = association.active;

  async function confirm() {
    try {
      const result = await setActive.mutateAsync({ id: association.id, active: !isDeactivating });
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
      title={isDeactivating ? `Deactivate ${association.name}?` : `Activate ${association.name}?`}
      subtitle={
        isDeactivating
          ? 'Vendors can no longer join with its access code. Vendors already in it stay members.'
          : `Vendors can join again with the access code ${association.access_code}.`
      }
      {...(isDeactivating && { checkboxText: 'I understand no new vendors can join.' })}
      confirmText={isDeactivating ? 'Deactivate' : 'Activate'}
      confirmVariant={isDeactivating ? 'destructive' : 'default'}
      loading={setActive.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
