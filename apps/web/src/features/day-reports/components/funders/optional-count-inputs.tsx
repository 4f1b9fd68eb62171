import type { Cents } from '@marketday/shared';
import type * as React from 'react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { OptionalMoneyInput } from '@/components/ui/optional-money-input';
import { cn } from '@/lib/cn';
import { centsToFieldAmount, fieldAmountToCents } from '@/lib/money-text';

type InputRest = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'max'>;

type OptionalCountInputProps = InputRest & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  max: number;
};

// A whole number that may be left empty (null: not counted, never 0). Digits only, refused past `max`
// (docs/product.md §5: out-of-range keystrokes are ignored); the phone shows its digits keypad.
export function OptionalCountInput({ value, onChange, max, className, ...props }: OptionalCountInputProps) {
  const [text, setText] = useState(() => (value == null ? '' : String(value)));
  // The text always shows the form's value: a value set from outside (a fill, a reset) replaces what was typed.
  const shown = value == null ? '' : text !== '' && Number(text) === value ? text : String(value);
  if (shown !== text) setText(shown);
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (next === '') {
          setText('');
          onChange(null);
          return;
        }
        if (!/^\d+$/.test(next) || Number(next) > max) return;
        const settled = String(Number(next));
        setText(settled);
        onChange(Number(settled));
      }}
      className={cn('tabular-nums', className)}
    />
  );
}

type OptionalCentsInputProps = InputRest & {
  /** Integer cents; null: left empty. */
  value: Cents | null | undefined;
  onChange: (cents: Cents | null) => void;
  /** The largest amount, in dollars. */
  max?: number | undefined;
};

// OptionalMoneyInput (its $ sign and keystroke rules) for a form that holds integer cents: empty is null.
export function OptionalCentsInput({ value, onChange, ...props }: OptionalCentsInputProps) {
  return (
    <OptionalMoneyInput
      {...props}
      value={value == null ? null : centsToFieldAmount(value)}
      onChange={(amount) => onChange(amount === null ? null : fieldAmountToCents(amount))}
    />
  );
}
