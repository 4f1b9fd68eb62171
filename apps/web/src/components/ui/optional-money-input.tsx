import * as React from 'react';
import { cn } from '@/lib/cn';
import { applyNumericInput, formatNumericValue, parseNumericText } from '@/lib/numeric-input';
import { Input } from './input';
import { DollarFrame } from './money-input';

export type OptionalMoneyInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  max?: number | undefined;
};

// A dollar amount that may be left empty: empty is null ("no amount"), never 0, unlike MoneyInput. The same
// keystroke rules as NumericInput (docs/product.md §5): non-negative, two decimals, refused past `max`.
export function OptionalMoneyInput({
  value,
  onChange,
  max,
  onBlur,
  className,
  ...props
}: OptionalMoneyInputProps) {
  const settled = value ?? null;
  const [text, setText] = React.useState(() => (settled === null ? '' : formatNumericValue(settled)));
  // A reset or a new value from outside always shows.
  const shown = text === '' ? null : parseNumericText(text);
  if (shown !== settled) setText(settled === null ? '' : formatNumericValue(settled));

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (next === '') {
      setText('');
      onChange(null);
      return;
    }
    const result = applyNumericInput({ text: next, min: 0, max });
    if (!result) return;
    setText(result.text);
    onChange(result.value);
  }

  function handleBlur(event: React.FocusEvent<HTMLInputElement>) {
    if (text !== '') setText(formatNumericValue(parseNumericText(text)));
    onBlur?.(event);
  }

  return (
    <DollarFrame>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...props}
        value={text}
        onChange={handleChange}
        onBlur={handleBlur}
        className={cn('pl-7 tabular-nums', className)}
      />
    </DollarFrame>
  );
}
