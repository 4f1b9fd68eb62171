import { MAX_ADJUST_REASON_LENGTH } from '@marketday/shared';
import { FormTextField } from '@/components/ui/bound-fields';
import type { CheckoutControl } from '../form-values';

// Adjusting a vendor's report: why the figures changed, which the vendor sees with the result (issue 31).
export function AdjustReasonField({ control }: { control: CheckoutControl }) {
  return (
    <FormTextField
      control={control}
      id="checkout-adjust-reason"
      name="adjust_reason"
      label="Why the figures changed (the vendor sees this)"
      maxLength={MAX_ADJUST_REASON_LENGTH}
      placeholder="e.g. 2 more CalFresh tokens in the box"
    />
  );
}
