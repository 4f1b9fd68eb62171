import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { type CheckoutControl, checkoutTotals } from '../form-values';

// Subscribes only the calling component to the figures that move money, so a keystroke re-renders the
// summary lines, not the whole form.
export function useCheckoutTotals({ control, context }: { control: CheckoutControl; context: CheckoutDay }) {
  const [vendorId, gross, tokens] = useWatch({
    control,
    name: ['market_vendor_id', 'reported_gross', 'tokens'],
  });
  return useMemo(
    () => checkoutTotals({ context, vendorId, grossCents: gross, tokens }),
    [context, vendorId, gross, tokens],
  );
}
