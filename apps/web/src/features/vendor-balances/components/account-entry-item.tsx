import { formatCents, PAYMENT_DIRECTION_LABELS, PAYMENT_METHOD_LABELS } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type {
  AccountEntryInCents,
  CheckoutEntryInCents,
  PaymentInCents,
  VendorChargeInCents,
} from '@/entities/balances/balance-money';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { BalanceAmount } from './balance-amount';

type AccountEntryItemProps = {
  entry: AccountEntryInCents;
  /** Offered on a payment that can still be undone; absent on the vendor's own view. */
  onReverse?: (payment: PaymentInCents) => void;
};

export function paymentMethodText(payment: Pick<PaymentInCents, 'method' | 'check_number'>) {
  const method = sayShared(PAYMENT_METHOD_LABELS[payment.method]);
  return payment.check_number
    ? messagesOf(en)('methodWithCheck', { method, number: payment.check_number })
    : method;
}

// One line of a vendor's account: a market day's checkout, a charge (a booth fee) or a payment, with the balance
// after it.
export function AccountEntryItem({ entry, onReverse }: AccountEntryItemProps) {
  const t = useMessages(en);
  return (
    <li className="grid gap-1 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{displayDate(entry.date)}</span>
        <span className="text-sm">
          {t('entryBalance')} <BalanceAmount cents={entry.balance_cents} />
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
  const t = useMessages(en);
  return (
    <div className="text-muted-foreground text-sm">
      <p>
        {t('checkoutLine', {
          gross: formatCents(entry.gross_cents),
          fee: formatCents(entry.market_fee_cents),
          govFee: formatCents(entry.gov_fee_cents),
          tokens: entry.tokens_by_program.map((p) => `, ${p.label} ${formatCents(p.value_cents)}`).join(''),
        })}
      </p>
      <p className="text-foreground">{t('moneyOwed', { amount: formatCents(entry.money_owed_cents) })}</p>
    </div>
  );
}

export function ChargeLine({ charge }: { charge: VendorChargeInCents }) {
  return (
    <p className="flex flex-wrap justify-between gap-x-3 text-sm">
      <span className="min-w-0 break-words">{sayShared(charge.description)}</span>
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
  const t = useMessages(en);
  const isReversal = payment.reverses_payment_id !== null;
  const isReversed = payment.reversed_by_payment_id !== null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <p>
          {t(isReversal ? 'reversalLine' : 'paymentLine', {
            direction: sayShared(PAYMENT_DIRECTION_LABELS[payment.direction]),
            amount: formatCents(payment.amount_cents),
            method: paymentMethodText(payment),
          })}
        </p>
        {payment.note ? <p className="break-words text-muted-foreground">{payment.note}</p> : null}
        <div className="flex flex-wrap gap-1">
          {isReversal ? <Badge variant="outline">{t('reversingEntry')}</Badge> : null}
          {isReversed ? <Badge variant="outline">{t('reversed')}</Badge> : null}
        </div>
      </div>
      {onReverse && !isReversal && !isReversed ? (
        <Button variant="outline" size="sm" onClick={() => onReverse(payment)}>
          {t('reverse')}
        </Button>
      ) : null}
    </div>
  );
}
