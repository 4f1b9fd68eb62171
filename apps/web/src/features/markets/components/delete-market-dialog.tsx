import type { Market } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteMarket } from '../api/save-market';

type DeleteMarketDialogProps = {
  market: Pick<Market, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

export function DeleteMarketDialog({ market, open, onOpenChange, onDeleted }: DeleteMarketDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const deleteMarket = useDeleteMarket();

  async function confirm() {
    // mutateAsync, not mutate callbacks: the card holding this dialog unmounts once the list refetches.
    try {
      const result = await deleteMarket.mutateAsync(market.id);
      showSuccess(result.message);
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      // 409: the server explains that the market's history must be kept.
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${market.name}?`}
      subtitle="Its days, fees, tokens, custom fields and rules are removed. A market with checkouts or token history cannot be deleted."
      checkboxText="I understand this cannot be undone"
      confirmText="Delete Market"
      confirmVariant="destructive"
      loading={deleteMarket.isPending}
      onConfirm={confirm}
    />
  );
}
