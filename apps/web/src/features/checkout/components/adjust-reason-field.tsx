import { MAX_ADJUST_REASON_LENGTH } from '@marketday/shared';
import { FormTextField } from '@/components/ui/bound-fields';
import { useMessages } from '@/lib/i18n/use-messages';
import type { CheckoutControl } from '../form-values';
import en from '../locales/en.json';

// Adjusting a vendor's report: why the figures changed, which the vendor sees with the result (issue 31).
export function AdjustReasonField({ control }: { control: CheckoutControl }) {
  const t = useMessages(en);
  return (
    <FormTextField
      control={control}
      id="checkout-adjust-reason"
      name="adjust_reason"
      label={t('whyChanged')}
      maxLength={MAX_ADJUST_REASON_LENGTH}
      placeholder={t('whyChangedPlaceholder')}
    />
  );
}
