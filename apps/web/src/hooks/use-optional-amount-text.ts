import { type ChangeEvent, type FocusEvent, type FocusEventHandler, useState } from 'react';
import { applyNumericInput } from '@/lib/numeric-input';

// What an amount input that may be left empty always sets, before the caller's props.
export const AMOUNT_TEXT_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

type OptionalAmountTextOptions<V> = {
  /** The form's amount; null (or undefined): nothing typed, shown as an empty field, never as 0. */
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  /** The largest amount, in the typed text's unit (dollars). */
  max?: number | undefined;
  /** The text a value from outside shows. */
  toText: (value: V) => string;
  /** The amount an accepted, non-empty text stands for. */
  fromText: (text: string) => V;
  /** The text a blur leaves in place of half-typed text ("5." → "5.00"). */
  settle: (text: string) => string;
};

// The typed text of an amount that may be left empty (docs/product.md §5 keystroke rules: non-negative, two
// decimals, refused past `max`): empty reports null, and the text always shows the form's value, so a reset or a
// value set from outside can never leave a stale figure on screen for the next keystroke to extend.
export function useOptionalAmountText<V>({
  value,
  onChange,
  onBlur,
  max,
  toText,
  fromText,
  settle,
}: OptionalAmountTextOptions<V>) {
  const [text, setText] = useState(() => (value == null ? '' : toText(value)));
  const shown = value == null ? '' : text !== '' && fromText(text) === value ? text : toText(value);
  if (shown !== text) setText(shown);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (next === '') {
      setText('');
      onChange(null);
      return;
    }
    const result = applyNumericInput({ text: next, min: 0, max });
    if (!result) return;
    setText(result.text);
    onChange(fromText(result.text));
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (text !== '') setText(settle(text));
    onBlur?.(event);
  }

  return { value: text, onChange: handleChange, onBlur: handleBlur };
}
