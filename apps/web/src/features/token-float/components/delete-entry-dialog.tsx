import { formatCents, TOKEN_FLOAT_KIND_LABELS } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteTokenFloatEntry } from '@/entities/token-float/token-float-entries';
import type { TokenFloatEntryCents } from '@/entities/token-float/token-float-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteEntryDialogProps = DialogOpenProps & { marketId: string; entry: TokenFloatEntryCents };

// An entry made by mistake is deleted after a confirmation; the day's totals are counted again without it.
export function DeleteEntryDialog({ marketId, entry, ...dialog }: DeleteEntryDialogProps) {
  const t = useMessages(en);
  const deleteEntry = useDeleteTokenFloatEntry(marketId);
  return (
    <ConfirmDeleteDialog
      {...dialog}
      size="sm"
      title={t('deleteTitle')}
      description={t('deleteDescription', {
        kind: sayShared(TOKEN_FLOAT_KIND_LABELS[entry.kind]),
        count: entry.count,
        token: entry.token_name,
        amount: formatCents(entry.amount_cents),
      })}
      confirmText={t('deleteConfirm')}
      mutation={deleteEntry}
      variables={entry.id}
      fallbackMessage={t('entryDeleted')}
    />
  );
}
