import type { Association } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useSetAssociationActive } from '@/entities/associations/set-association-active';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type AssociationActiveDialogProps = DialogOpenProps & { association: Association };

// Deactivating stops new joins only; members stay, so it can be undone without losing anyone.
export function AssociationActiveDialog({ association, ...dialog }: AssociationActiveDialogProps) {
  const t = useMessages(en);
  const setActive = useSetAssociationActive();
  const isDeactivating = association.active;

  return (
    <ConfirmActionDialog
      {...dialog}
      title={t(isDeactivating ? 'deactivateTitle' : 'activateTitle', { name: association.name })}
      description={
        isDeactivating
          ? t('deactivateDescription')
          : t('activateDescription', { code: association.access_code })
      }
      checkboxText={isDeactivating ? t('deactivateCheckbox') : undefined}
      confirmText={isDeactivating ? t('deactivate') : t('activate')}
      confirmVariant={isDeactivating ? 'destructive' : 'default'}
      mutation={setActive}
      variables={{ id: association.id, active: !isDeactivating }}
      size="sm"
    />
  );
}
