import { formatDisplayDate } from '@marketday/shared';
import { CheckoutFigures } from '@/entities/transactions/checkout-figures';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { type OnReceipt, ReceiptButton } from './receipt-button';
import { TransactionOwed } from './transaction-owed';

type VendorTransactionMobileCardProps = { transaction: TransactionRow; onReceipt: OnReceipt };

// Below 1024 px each checkout is a stacked card instead of a table row (docs/product.md §15).
export function VendorTransactionMobileCard({ transaction, onReceipt }: VendorTransactionMobileCardProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="break-words font-semibold text-base leading-tight">{transaction.market_name}</h2>
          <p className="text-muted-foreground text-sm tabular-nums">
            {formatDisplayDate(transaction.market_date)}
          </p>
        </div>
        <ReceiptButton transaction={transaction} onReceipt={onReceipt} />
      </div>
      <CheckoutFigures
        transaction={transaction}
        owed={<TransactionOwed viewer="vendor" cents={transaction.money_owed_cents} />}
        className="tabular-nums"
      />
      <p className="text-muted-foreground text-xs">{transaction.market_fee_calculation}</p>
    </div>
  );
}
