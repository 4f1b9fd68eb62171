import type { Market } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteMarket } from '@/entities/markets/save-market';

type DeleteMarketDialogProps = DialogOpenProps & {
  market: Pick<Market, 'id' | 'name'>;
  onDeleted?: () => void;
};

// A 409 explains that the market's history must be kept; the shared dialog shows it.
export function DeleteMarketDialog({ market, onDeleted, ...dialog }: DeleteMarketDialogProps) {
  const deleteMarket = useDeleteMarket();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={`Delete ${market.name}?`}
      description="Its days, fees, tokens, custom fields and rules are removed. A market with checkouts or token history cannot be deleted."
      checkboxText="I understand this cannot be undone"
      confirmText="Delete Market"
      mutation={deleteMarket}
      variables={market.id}
      onDeleted={onDeleted}
    />
  );
}
