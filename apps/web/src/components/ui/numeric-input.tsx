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
    /** Called with the text of an edit the rules refused (the field keeps its previous text). */
    onReject?: (text: string) => void;
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
  onReject,
  ...props
}: NumericInputProps) {
  const [text, setText] = React.useState(() => formatNumericValue(value, decimals));
  // After a refused decimal point in a whole-number field, the digits typed next are its fraction: refuse
  // them too ("1.5" must not become 15) until something is deleted or the field is left.
  const fractionBlocked = React.useRef(false);

  // The text always shows the value: a reset, or a blur handler holding the previous render's text,
  // can never leave a stale figure on screen for the next keystroke to extend.
  if (parseNumericText(text) !== value) setText(formatNumericValue(value, decimals));

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (fractionBlocked.current && next.length > text.length) {
      onReject?.(next);
      return;
    }
    fractionBlocked.current = false;
    const result = applyNumericInput({ text: next, min, max, allowNegative, decimals });
    // Rejected: keep the state unchanged so React restores the previous text.
    if (!result) {
      if (decimals === 0 && /[.,]/.test(next)) fractionBlocked.current = true;
      onReject?.(next);
      return;
    }
    setText(result.text);
    onChange(result.value);
  }

  function handleBlur(event: React.FocusEvent<HTMLInputElement>) {
    fractionBlocked.current = false;
    // Settle half-typed text: "" → "0", "5." → "5", "-" → "0".
    setText(formatNumericValue(parseNumericText(text), decimals));
    onBlur?.(event);
  }

  return (
    <Input
      type="text"
      // Phone decimal keypads have no minus key, so signed fields get the full keyboard; whole numbers get
      // the digits-only keypad, with no decimal point to press by mistake.
      inputMode={allowNegative ? 'text' : decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      className={cn('tabular-nums', className)}
    />
  );
}
