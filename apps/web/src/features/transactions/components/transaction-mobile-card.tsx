import { dollarsToCents, formatDisplayDate, formatDollars, type Transaction } from '@marketday/shared';
import { MoneyOwed } from '@/components/ui/money-owed';
import { VendorTypeBadge } from '@/components/ui/vendor-type-badge';
import { type OnTransactionAction, TransactionRowActions } from './transaction-row-actions';

type TransactionMobileCardProps = { transaction: Transaction; onAction: OnTransactionAction };

// Below 768 px each transaction is a stacked card instead of a table row (DESIGN.md §8).
export function TransactionMobileCard({ transaction, onAction }: TransactionMobileCardProps) {
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
          <h3 className="break-words font-semibold leading-tight">{transaction.vendor_name}</h3>
          <p className="text-muted-foreground text-sm">
            {formatDisplayDate(transaction.market_date)} · {transaction.market_name}
          </p>
          <VendorTypeBadge type={transaction.vendor_type} />
        </div>
        <TransactionRowActions transaction={transaction} onAction={onAction} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {figures.map(([label, dollars]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right">{formatDollars(dollars)}</dd>
          </div>
        ))}
        <dt className="font-medium">Money Owed</dt>
        <dd className="text-right font-semibold">
          <MoneyOwed cents={dollarsToCents(transaction.money_owed)} />
        </dd>
      </dl>
    </div>
  );
}
