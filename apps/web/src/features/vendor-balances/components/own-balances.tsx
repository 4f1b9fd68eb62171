import { formatCents, PAYMENT_DIRECTION_LABELS } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { PaymentInCents, VendorSelfBalanceInCents } from '@/entities/balances/balance-money';
import { useOwnBalances } from '@/entities/balances/balances';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ChargeLine, paymentMethodText } from './account-entry-item';
import { BalanceAmount } from './balance-amount';
import { CardPaymentButton } from './card-payment-button';
import { CardPaymentReturn } from './card-payment-return';

// The vendor's balance at each market, the payments recorded there (docs/decisions/027) and the booth fees charged
// (docs/season.md "Booth fees"); what they owe they may pay by card where card payments are on (docs/decisions/035).
export function OwnBalances() {
  const t = useMessages(en);
  const balances = useOwnBalances();
  return (
    <section aria-labelledby="own-balances-title" className="grid gap-3">
      <h2 id="own-balances-title" className="font-semibold text-lg">
        {t('yourBalances')}
      </h2>
      <CardPaymentReturn
        marketName={(id) => balances.data?.find((balance) => balance.market_id === id)?.market_name}
      />
      {balances.isPending ? <Skeleton aria-busy="true" className="h-24 w-full" /> : null}
      {balances.error ? <DataTableErrorCard error={balances.error} /> : null}
      {balances.data?.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('notSelling')}</p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {balances.data?.map((balance) => (
          <MarketBalanceCard key={balance.market_id} balance={balance} />
        ))}
      </div>
    </section>
  );
}

// A reversing entry undoes an earlier payment: say so, rather than reading as a second payment.
function ownPaymentWords(t: Translate<typeof en>, payment: PaymentInCents) {
  const toYou = payment.direction === 'TO_VENDOR';
  if (payment.reverses_payment_id) return toYou ? t('reversalToYou') : t('reversalYours');
  return toYou ? t('paidToYou') : t('youPaid');
}

function MarketBalanceCard({ balance }: { balance: VendorSelfBalanceInCents }) {
  const t = useMessages(en);
  return (
    <Card className="gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="break-words font-semibold">{balance.market_name}</h3>
        <BalanceAmount cents={balance.balance_cents} viewer="vendor" className="text-lg" />
      </div>
      <CardPaymentButton balance={balance} />
      {balance.charges.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm">
            {t('boothFeesCount', { count: balance.charges.length })}
          </summary>
          <ul aria-label={t('boothFeesAt', { market: balance.market_name })} className="mt-2 grid gap-2">
            {balance.charges.map((charge) => (
              <li key={charge.id} className="border-t pt-2">
                <ChargeLine charge={charge} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {balance.payments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noPayments')}</p>
      ) : (
        <details>
          <summary className="cursor-pointer text-sm">
            {t('paymentsCount', { count: balance.payments.length })}
          </summary>
          <ul
            aria-label={t('paymentsAt', { market: balance.market_name })}
            className="mt-2 grid gap-2 text-sm"
          >
            {balance.payments.map((payment) => (
              <li key={payment.id} className="grid gap-0.5 border-t pt-2">
                <span className="font-medium">
                  {displayDate(payment.paid_on)} · {formatCents(payment.amount_cents)}
                </span>
                <span>
                  {ownPaymentWords(t, payment)} · {paymentMethodText(payment)}
                  {payment.reversed_by_payment_id ? ` · ${t('reversedNote')}` : ''}
                </span>
                {payment.note ? (
                  <span className="break-words text-muted-foreground">{payment.note}</span>
                ) : null}
                <span className="sr-only">{sayShared(PAYMENT_DIRECTION_LABELS[payment.direction])}</span>
                {payment.reverses_payment_id || payment.reversed_by_payment_id ? (
                  <Badge variant="outline" className="w-fit">
                    {payment.reverses_payment_id ? t('reversal') : t('reversed')}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
