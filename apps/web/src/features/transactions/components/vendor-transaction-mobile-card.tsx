import { MobileCardHeader } from '@/components/ui/data-table';
import { CheckoutFigures } from '@/entities/transactions/checkout-figures';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, useLocale } from '@/lib/i18n/use-messages';
import { ReceiptAnswer } from './receipt-answer';
import { type OnReceipt, ReceiptButton } from './receipt-button';
import { TransactionOwed } from './transaction-owed';

type VendorTransactionMobileCardProps = { transaction: TransactionRow; onReceipt: OnReceipt };

// Below 1024 px each checkout is a stacked card instead of a table row (docs/product.md §15).
export function VendorTransactionMobileCard({ transaction, onReceipt }: VendorTransactionMobileCardProps) {
  useLocale();
  return (
    <div className="flex flex-col gap-3">
      <MobileCardHeader
        title={transaction.market_name}
        actions={<ReceiptButton transaction={transaction} onReceipt={onReceipt} />}
      >
        <p className="text-muted-foreground text-sm tabular-nums">{displayDate(transaction.market_date)}</p>
      </MobileCardHeader>
      <CheckoutFigures
        transaction={transaction}
        owed={<TransactionOwed viewer="vendor" cents={transaction.money_owed_cents} />}
        className="tabular-nums"
      />
      <p className="text-muted-foreground text-xs">{sayShared(transaction.market_fee_calculation)}</p>
      <ReceiptAnswer transaction={transaction} />
    </div>
  );
}
