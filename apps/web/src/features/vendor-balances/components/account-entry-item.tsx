import {
  formatCents,
  formatDisplayDate,
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type {
  AccountEntryInCents,
  CheckoutEntryInCents,
  PaymentInCents,
  VendorChargeInCents,
} from '@/entities/balances/balance-money';
import { BalanceAmount } from './balance-amount';

type AccountEntryItemProps = {
  entry: AccountEntryInCents;
  /** Offered on a payment that can still be undone; absent on the vendor's own view. */
  onReverse?: (payment: PaymentInCents) => void;
};

export function paymentMethodText(payment: Pick<PaymentInCents, 'method' | 'check_number'>) {
  const method = PAYMENT_METHOD_LABELS[payment.method];
  return payment.check_number ? `${method} #${payment.check_number}` : method;
}

// One line of a vendor's account: a market day's checkout, a charge (a booth fee) or a payment, with the balance
// after it.
export function AccountEntryItem({ entry, onReverse }: AccountEntryItemProps) {
  return (
    <li className="grid gap-1 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{formatDisplayDate(entry.date)}</span>
        <span className="text-sm">
          Balance <BalanceAmount cents={entry.balance_cents} />
        </span>
      </div>
      {entry.kind === 'CHECKOUT' ? (
        <CheckoutLine entry={entry} />
      ) : entry.kind === 'CHARGE' ? (
        <ChargeLine charge={entry.charge} />
      ) : (
        <PaymentLine payment={entry.payment} onReverse={onReverse} />
      )}
    </li>
  );
}

function CheckoutLine({ entry }: { entry: CheckoutEntryInCents }) {
  return (
    <div className="text-muted-foreground text-sm">
      <p>
        Checkout: gross {formatCents(entry.gross_cents)}, fee {formatCents(entry.market_fee_cents)}, gov fee{' '}
        {formatCents(entry.gov_fee_cents)}
        {entry.tokens_by_program.map((p) => `, ${p.label} ${formatCents(p.value_cents)}`).join('')}
      </p>
      <p className="text-foreground">Money owed {formatCents(entry.money_owed_cents)}</p>
    </div>
  );
}

export function ChargeLine({ charge }: { charge: VendorChargeInCents }) {
  return (
    <p className="flex flex-wrap justify-between gap-x-3 text-sm">
      <span className="min-w-0 break-words">{charge.description}</span>
      <span className="font-medium">{formatCents(charge.amount_cents)}</span>
    </p>
  );
}

function PaymentLine({
  payment,
  onReverse,
}: {
  payment: PaymentInCents;
  onReverse?: (payment: PaymentInCents) => void;
}) {
  const isReversal = payment.reverses_payment_id !== null;
  const isReversed = payment.reversed_by_payment_id !== null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <p>
          {isReversal ? 'Reversal of: ' : ''}
          {PAYMENT_DIRECTION_LABELS[payment.direction]} {formatCents(payment.amount_cents)} ·{' '}
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
