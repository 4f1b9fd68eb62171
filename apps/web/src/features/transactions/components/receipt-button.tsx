import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TransactionRow } from '@/entities/transactions/transaction-money';

export type OnReceipt = (transaction: TransactionRow) => Promise<void>;

// Opens the checkout's receipt PDF to print or save; shows a spinner while it is fetched.
export function ReceiptButton({
  transaction,
  onReceipt,
}: {
  transaction: TransactionRow;
  onReceipt: OnReceipt;
}) {
  const [isOpening, setIsOpening] = useState(false);
  return (
    <Button
      variant="outline"
      loading={isOpening}
      aria-label={`Receipt for ${transaction.market_name} on ${transaction.market_date}`}
      onClick={async () => {
        setIsOpening(true);
        try {
          await onReceipt(transaction);
        } finally {
          setIsOpening(false);
        }
      }}
    >
      <ReceiptIcon aria-hidden="true" />
      Receipt
    </Button>
  );
}
