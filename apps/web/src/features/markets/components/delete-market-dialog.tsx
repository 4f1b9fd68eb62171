import type { Market } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteMarket } from '@/entities/markets/save-market';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteMarketDialogProps = DialogOpenProps & {
  market: Pick<Market, 'id' | 'name'>;
  onDeleted?: () => void;
};

// A 409 explains that the market's history must be kept; the shared dialog shows it.
export function DeleteMarketDialog({ market, onDeleted, ...dialog }: DeleteMarketDialogProps) {
  const t = useMessages(en);
  const deleteMarket = useDeleteMarket();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={t('deleteMarketTitle', { market: market.name })}
      description={t('deleteMarketBody')}
      checkboxText={t('deleteMarketCheckbox')}
      confirmText={t('deleteMarketConfirm')}
      mutation={deleteMarket}
      variables={market.id}
      onDeleted={onDeleted}
    />
  );
}
