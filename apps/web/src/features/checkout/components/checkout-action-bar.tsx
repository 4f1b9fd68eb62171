import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { useMessages } from '@/lib/i18n/use-messages';
import type { CheckoutControl } from '../form-values';
import en from '../locales/en.json';
import { MoneyOwedSummary } from './money-owed-summary';

type CheckoutActionBarProps = {
  control: CheckoutControl;
  context: CheckoutDay;
  isPending: boolean;
  /** Stops waiting for a submit the network is holding up; the form keeps its figures. */
  onCancel: () => void;
};

// Pinned to the bottom of a phone screen (and beside the form on wide screens) so the amount owed and
// Submit stay in view while the manager types. Opaque, with no backdrop blur: a blurred sticky bar is
// re-composited on every keystroke (issue 14).
export function CheckoutActionBar({ control, context, isPending, onCancel }: CheckoutActionBarProps) {
  const t = useMessages(en);
  const { isValid, isSubmitting } = useFormState({ control });
  const isBusy = isPending || isSubmitting;
  const isSlow = useSlowPending(isPending);
  return (
    <aside
      aria-label={t('checkoutTotal')}
      className="sticky bottom-0 z-10 -mx-3 border-t bg-background px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] sm:mx-0 sm:rounded-xl sm:border sm:px-4 lg:top-18 lg:bottom-auto lg:bg-card lg:p-5 lg:shadow-sm"
    >
      <MoneyOwedSummary control={control} context={context}>
        <Button type="submit" size="lg" disabled={!isValid || isBusy} className="px-4 lg:w-full">
          {isBusy && (
            <span aria-hidden="true">
              <Spinner size="small" className="text-current" />
            </span>
          )}
          {t('submitCheckout')}
        </Button>
      </MoneyOwedSummary>
      {isSlow && (
        <div role="status" className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>{t('stillSending')}</span>
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {t('stopWaiting')}
          </Button>
        </div>
      )}
    </aside>
  );
}
