import * as React from 'react';
import { cn } from '@/lib/cn';
import {
  applyNumericInput,
  formatNumericValue,
  NUMERIC_INPUT_DECIMALS,
  type NumericInputRules,
  parseNumericText,
} from '@/lib/numeric-input';
import { Input } from './input';

export type NumericInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> &
  NumericInputRules & {
    value: number;
    onChange: (value: number) => void;
  };

// docs/product.md §5: a text field (not type="number") so every keystroke can be checked and rejected.
export function NumericInput({
  value,
  onChange,
  min,
  max,
  allowNegative = false,
  decimals = NUMERIC_INPUT_DECIMALS,
  className,
  onBlur,
  ...props
}: NumericInputProps) {
  const [text, setText] = React.useState(() => formatNumericValue(value, decimals));

  // The text always shows the value: a reset, or a blur handler holding the previous render's text,
  // can never leave a stale figure on screen for the next keystroke to extend.
  if (parseNumericText(text) !== value) setText(formatNumericValue(value, decimals));

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const result = applyNumericInput({ text: event.target.value, min, max, allowNegative, decimals });
    // Rejected: keep the state unchanged so React restores the previous text.
    if (!result) return;
    setText(result.text);
    onChange(result.value);
  }

  function handleBlur(event: React.FocusEvent<HTMLInputElement>) {
    // Settle half-typed text: "" → "0", "5." → "5", "-" → "0".
    setText(formatNumericValue(parseNumericText(text), decimals));
    onBlur?.(event);
  }

  return (
    <Input
      type="text"
      // Phone decimal keypads have no minus key, so signed fields get the full keyboard.
      inputMode={allowNegative ? 'text' : 'decimal'}
      autoComplete="off"
      {...props}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      className={cn('tabular-nums', className)}
    />
  );
}
