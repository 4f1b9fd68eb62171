import { formatDollars } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { useRecordPayment } from '../api/balances';
import { RecordPaymentForm } from './record-payment-form';

type RecordPaymentDialogProps = {
  marketId: string;
  /** YYYY-MM-DD: today at the market. */
  today: string;
  vendor: { id: string; name: string; balance: number } | null;
  onOpenChange: (open: boolean) => void;
};

export function RecordPaymentDialog({ marketId, today, vendor, onOpenChange }: RecordPaymentDialogProps) {
  const record = useRecordPayment(marketId);
  const { showSuccess } = useAlerts();
  return (
    <Modal
      open={vendor !== null}
      onOpenChange={onOpenChange}
      title="Record payment"
      subtitle={vendor ? `${vendor.name} · ${balanceWords(vendor.balance)}` : undefined}
    >
      {/* The form unmounts with the closed dialog, so each opening starts from the vendor's balance. */}
      {vendor ? (
        <RecordPaymentForm
          vendorId={vendor.id}
          balance={vendor.balance}
          today={today}
          onSubmit={async (input) => {
            const result = await record.mutateAsync(input);
            showSuccess(`${vendor.name}: ${formatDollars(result.data.amount)}`, result.message);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}

function balanceWords(balance: number) {
  if (balance > 0) return `owes the market ${formatDollars(balance)}`;
  if (balance < 0) return `the market owes ${formatDollars(-balance)}`;
  return 'settled';
}
