import type { Cents } from '@marketday/shared';
import { centsToFieldAmount, fieldAmountToCents } from '@/lib/money-text';
import { MoneyInput } from './money-input';
import type { NumericInputProps } from './numeric-input';

export type CentsInputProps = Omit<NumericInputProps, 'value' | 'onChange' | 'min' | 'max'> & {
  /** The amount in integer cents. */
  value: Cents;
  onChange: (cents: Cents) => void;
};

// MoneyInput (its $ sign and keystroke rules, docs/product.md §5) for a form that holds integer cents: the typed text
// becomes cents here (lib/money-text), so the form and what it feeds never see dollars.
export function CentsInput({ value, onChange, ...props }: CentsInputProps) {
  return (
    <MoneyInput
      {...props}
      value={centsToFieldAmount(value)}
      onChange={(amount) => onChange(fieldAmountToCents(amount))}
    />
  );
}
