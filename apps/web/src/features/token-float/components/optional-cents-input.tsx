import type { Cents } from '@marketday/shared';
import { OptionalMoneyInput, type OptionalMoneyInputProps } from '@/components/ui/optional-money-input';
import { centsToFieldAmount, fieldAmountToCents } from '@/lib/money-text';

export type OptionalCentsInputProps = Omit<OptionalMoneyInputProps, 'value' | 'onChange'> & {
  /** The amount in integer cents; null: nothing typed (an empty field). */
  value: Cents | null;
  onChange: (cents: Cents | null) => void;
};

// OptionalMoneyInput (empty is null, never 0) for a form that holds integer cents, as CentsInput is MoneyInput's:
// the typed text becomes cents through lib/money-text, so the form never holds dollars.
export function OptionalCentsInput({ value, onChange, ...props }: OptionalCentsInputProps) {
  return (
    <OptionalMoneyInput
      {...props}
      value={value === null ? null : centsToFieldAmount(value)}
      onChange={(amount) => onChange(amount === null ? null : fieldAmountToCents(amount))}
    />
  );
}
