import type { Association } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useRegenerateAccessCode } from '@/entities/associations/regenerate-access-code';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type RegenerateCodeDialogProps = DialogOpenProps & { association: Association };

// For a code that was shared too widely: the old one stops working at once.
export function RegenerateCodeDialog({ association, ...dialog }: RegenerateCodeDialogProps) {
  const t = useMessages(en);
  const regenerate = useRegenerateAccessCode();

  return (
    <ConfirmActionDialog
      {...dialog}
      title={t('regenerateTitle', { name: association.name })}
      description={t('regenerateDescription', { code: association.access_code })}
      confirmText={t('createNewCode')}
      mutation={regenerate}
      variables={association.id}
      successMessage={(result) =>
        t('regenerated', { message: result.message, name: association.name, code: result.data.access_code })
      }
      size="sm"
    />
  );
}
