import type { Transaction } from '@marketday/shared';
import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export type OnReceipt = (transaction: Transaction) => Promise<void>;

// Opens the checkout's receipt PDF to print or save; shows a spinner while it is fetched.
export function ReceiptButton({
  transaction,
  onReceipt,
}: {
  transaction: Transaction;
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
