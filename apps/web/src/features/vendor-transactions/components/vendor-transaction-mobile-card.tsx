import { formatDisplayDate, formatDollars, type Transaction } from '@marketday/shared';
import { type OnReceipt, ReceiptButton } from './receipt-button';
import { VendorMoneyOwed } from './vendor-money-owed';

type VendorTransactionMobileCardProps = { transaction: Transaction; onReceipt: OnReceipt };

// Below 768 px each checkout is a stacked card instead of a table row (DESIGN.md §8).
export function VendorTransactionMobileCard({ transaction, onReceipt }: VendorTransactionMobileCardProps) {
  const figures = [
    ['Gross', transaction.reported_gross],
    ['Fee', transaction.market_fee],
    ['Gov. fee', transaction.gov_fee],
    ['Tokens', transaction.token_total],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-semibold leading-tight">{transaction.market_name}</h3>
          <p className="text-muted-foreground text-sm tabular-nums">
            {formatDisplayDate(transaction.market_date)}
          </p>
        </div>
        <ReceiptButton transaction={transaction} onReceipt={onReceipt} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm tabular-nums">
        {figures.map(([label, dollars]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right">{formatDollars(dollars)}</dd>
          </div>
        ))}
        <dt className="font-medium">Money Owed</dt>
        <dd className="text-right font-semibold">
          <VendorMoneyOwed dollars={transaction.money_owed} />
        </dd>
      </dl>
      <p className="text-muted-foreground text-xs">{transaction.market_fee_calculation}</p>
    </div>
  );
}
