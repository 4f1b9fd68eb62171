import {
  type AccountEntry,
  formatDisplayDate,
  formatDollars,
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_METHOD_LABELS,
  type Payment,
} from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BalanceAmount } from './balance-amount';

type AccountEntryItemProps = {
  entry: AccountEntry;
  /** Offered on a payment that can still be undone; absent on the vendor's own view. */
  onReverse?: (payment: Payment) => void;
};

export function paymentMethodText(payment: Payment) {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  return payment.check_number ? `${method} #${payment.check_number}` : method;
}

// One line of a vendor's account: a market day's checkout or a payment, with the balance after it.
export function AccountEntryItem({ entry, onReverse }: AccountEntryItemProps) {
  return (
    <li className="grid gap-1 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{formatDisplayDate(entry.date)}</span>
        <span className="text-sm">
          Balance <BalanceAmount dollars={entry.balance} />
        </span>
      </div>
      {entry.kind === 'CHECKOUT' ? (
        <CheckoutLine entry={entry} />
      ) : (
        <PaymentLine payment={entry.payment} onReverse={onReverse} />
      )}
    </li>
  );
}

function CheckoutLine({ entry }: { entry: Extract<AccountEntry, { kind: 'CHECKOUT' }> }) {
  return (
    <div className="text-muted-foreground text-sm">
      <p>
        Checkout: gross {formatDollars(entry.gross)}, fee {formatDollars(entry.market_fee)}, gov fee{' '}
        {formatDollars(entry.gov_fee)}
        {entry.tokens_by_program.map((p) => `, ${p.label} ${formatDollars(p.value)}`).join('')}
      </p>
      <p className="text-foreground">
        Money owed{' '}
        {entry.money_owed < 0 ? `-${formatDollars(-entry.money_owed)}` : formatDollars(entry.money_owed)}
      </p>
    </div>
  );
}

function PaymentLine({ payment, onReverse }: { payment: Payment; onReverse?: (payment: Payment) => void }) {
  const isReversal = payment.reverses_payment_id !== null;
  const isReversed = payment.reversed_by_payment_id !== null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <p>
          {isReversal ? 'Reversal of: ' : ''}
          {PAYMENT_DIRECTION_LABELS[payment.direction]} {formatDollars(payment.amount)} ·{' '}
          {paymentMethodText(payment)}
        </p>
        {payment.note ? <p className="break-words text-muted-foreground">{payment.note}</p> : null}
        <div className="flex flex-wrap gap-1">
          {isReversal ? <Badge variant="outline">Reversing entry</Badge> : null}
          {isReversed ? <Badge variant="outline">Reversed</Badge> : null}
        </div>
      </div>
      {onReverse && !isReversal && !isReversed ? (
        <Button variant="outline" size="sm" onClick={() => onReverse(payment)}>
          Reverse
        </Button>
      ) : null}
    </div>
  );
}
