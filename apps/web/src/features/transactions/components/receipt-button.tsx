import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type OnReceipt = (transaction: TransactionRow) => Promise<void>;

// Opens the checkout's receipt PDF to print or save; shows a spinner while it is fetched.
export function ReceiptButton({
  transaction,
  onReceipt,
}: {
  transaction: TransactionRow;
  onReceipt: OnReceipt;
}) {
  const t = useMessages(en);
  const [isOpening, setIsOpening] = useState(false);
  return (
    <Button
      variant="outline"
      loading={isOpening}
      aria-label={t('receiptFor', { market: transaction.market_name, date: transaction.market_date })}
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
      {t('receipt')}
    </Button>
  );
}
