import { formatCents, MIN_CARD_PAYMENT_CENTS } from '@marketday/shared';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { VendorSelfBalanceInCents } from '@/entities/balances/balance-money';
import { useOpenCardPayment } from '@/entities/balances/card-payment';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type CardPaymentButtonProps = {
  balance: VendorSelfBalanceInCents;
  /** Where the vendor goes to pay: Stripe's page, by default a full page load. */
  leaveFor?: (url: string) => void;
};

// "Pay by card" for what the vendor owes a market (docs/decisions/035-vendor-card-payments.md): shown only when card
// payments are on and the balance is one Stripe can charge; the tap opens a Checkout Session and goes there.
export function CardPaymentButton({
  balance,
  leaveFor = (url) => window.location.assign(url),
}: CardPaymentButtonProps) {
  const t = useMessages(en);
  const open = useOpenCardPayment();
  if (!balance.card_payments || balance.balance_cents < MIN_CARD_PAYMENT_CENTS) return null;

  async function pay() {
    try {
      leaveFor(await open.mutateAsync(balance.market_id));
    } catch {
      // Shown below the button from the mutation's error.
    }
  }

  return (
    <div className="grid gap-1">
      <Button
        className="w-full sm:w-fit"
        onClick={pay}
        disabled={open.isPending || open.isSuccess}
        aria-label={t('payByCardLabel', {
          amount: formatCents(balance.balance_cents),
          market: balance.market_name,
        })}
      >
        <CreditCard aria-hidden />
        {t('payByCard')}
      </Button>
      {open.error ? (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(open.error, { useDetail: true })}
        </p>
      ) : null}
    </div>
  );
}
