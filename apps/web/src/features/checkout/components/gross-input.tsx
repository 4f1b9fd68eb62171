import { type Cents, MAX_GROSS_DOLLARS } from '@marketday/shared';
import * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { centsToFixedMoneyText, centsToMoneyText, moneyTextToCents } from '@/lib/money-text';
import { applyNumericInput } from '@/lib/numeric-input';

type GrossInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The gross in integer cents; null: nothing typed yet. */
  value: Cents | null;
  onChange: (value: Cents | null) => void;
};

// MoneyInput's rules (docs/product.md §5, via the shared numeric-input helpers), but an empty field means "not
// entered yet" (null) instead of 0: after each checkout the gross is visibly blank, so the previous
// vendor's figure, or a $0 nobody typed, can never be submitted by accident. The typed text becomes cents here, once
// (lib/money-text).
export function GrossInput({ value, onChange, onBlur, className, ...props }: GrossInputProps) {
  const [text, setText] = React.useState(() => (value === null ? '' : centsToMoneyText(value)));

  // The text always shows the form's value: a reset, or a blur handler still holding the previous
  // render's text, can never leave a stale figure on screen for the next keystroke to extend.
  const shown =
    value === null ? '' : text !== '' && moneyTextToCents(text) === value ? text : centsToMoneyText(value);
  if (shown !== text) setText(shown);

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const result = applyNumericInput({ text: event.target.value, min: 0, max: MAX_GROSS_DOLLARS });
    if (!result) return;
    const next = result.text === '' ? null : moneyTextToCents(result.text);
    setText(result.text);
    onChange(next);
  }

  function handleBlur(event: React.FocusEvent<HTMLInputElement>) {
    // Settle half-typed text as money ("5." → "5.00", "412.5" → "412.50") but leave an empty field empty.
    if (text !== '') setText(centsToFixedMoneyText(moneyTextToCents(text)));
    onBlur?.(event);
  }

  return (
    <div data-slot="money-input" className="relative w-full">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground text-xl"
      >
        $
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        {...props}
        value={text}
        onChange={handleChange}
        onBlur={handleBlur}
        className={cn('h-14 pl-8 font-semibold text-2xl tabular-nums md:text-2xl', className)}
      />
    </div>
  );
}
