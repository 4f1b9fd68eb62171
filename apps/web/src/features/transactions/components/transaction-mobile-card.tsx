import { MobileCardHeader } from '@/components/ui/data-table';
import { CheckoutFigures } from '@/entities/transactions/checkout-figures';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { TransactionOwed } from './transaction-owed';
import { type OnTransactionAction, TransactionRowActions } from './transaction-row-actions';

type TransactionMobileCardProps = { transaction: TransactionRow; onAction: OnTransactionAction };

// Below 1024 px each transaction is a stacked card instead of a table row (docs/product.md §15).
export function TransactionMobileCard({ transaction, onAction }: TransactionMobileCardProps) {
  const t = useMessages(en);
  return (
    <div className="flex flex-col gap-3">
      <MobileCardHeader
        title={transaction.vendor_name}
        actions={<TransactionRowActions transaction={transaction} onAction={onAction} />}
        className="items-start"
      >
        <p className="text-muted-foreground text-sm">
          {displayDate(transaction.market_date)} · {transaction.market_name}
        </p>
        <VendorTypeBadge type={transaction.vendor_type} />
        {transaction.checked_out_by && (
          <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
            {t('checkedOutByName', { name: transaction.checked_out_by })}
          </p>
        )}
      </MobileCardHeader>
      <CheckoutFigures
        transaction={transaction}
        owed={<TransactionOwed viewer="manager" cents={transaction.money_owed_cents} />}
      />
    </div>
  );
}
