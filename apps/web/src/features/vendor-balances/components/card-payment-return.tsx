import { CARD_PAYMENT_RETURN } from '@marketday/shared';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Stripe Checkout sends the vendor back here with `card_payment=paid|cancelled` and the market
// (docs/decisions/035-vendor-card-payments.md). Paid: the payment is booked when Stripe's webhook arrives, usually
// within seconds, so the notice says so rather than promising the balance has already moved.
export function CardPaymentReturn({ marketName }: { marketName: (marketId: string) => string | undefined }) {
  const t = useMessages(en);
  const [params, setParams] = useSearchParams();
  const outcome = params.get('card_payment');
  if (outcome !== CARD_PAYMENT_RETURN.paid && outcome !== CARD_PAYMENT_RETURN.cancelled) return null;
  const market = marketName(params.get('market_id') ?? '');

  function dismiss() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('card_payment');
        next.delete('market_id');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <FormBanner variant={outcome === CARD_PAYMENT_RETURN.paid ? 'success' : 'warning'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {outcome === CARD_PAYMENT_RETURN.paid
            ? market
              ? t('cardPaid', { market })
              : t('cardPaidNoMarket')
            : market
              ? t('cardCancelled', { market })
              : t('cardCancelledNoMarket')}
        </span>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {t('dismiss')}
        </Button>
      </div>
    </FormBanner>
  );
}
