import { CHECKOUT_MESSAGES } from '@marketday/shared';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { type CheckoutControl, govFeeText } from '../form-values';
import en from '../locales/en.json';
import { useCheckoutTotals } from './use-checkout-totals';

// The fee rule applied to the vendor, as the receipt will show it: '6% of $500.00 = $30.00 + $0.50 Gov. fee'.
export function FeeLine({ control, context }: { control: CheckoutControl; context: CheckoutDay }) {
  const t = useMessages(en);
  const totals = useCheckoutTotals({ control, context });
  return (
    <p className="text-sm tabular-nums">
      <span className="text-muted-foreground">{t('feeLabel')}</span>
      {sayShared(totals ? totals.calculation : CHECKOUT_MESSAGES.vendorNotFound)}
      {totals && totals.govFeeCents > 0 ? (
        <span className="whitespace-nowrap"> {govFeeText(totals.govFeeCents)}</span>
      ) : null}
    </p>
  );
}
