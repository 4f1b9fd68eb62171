import type * as React from 'react';
import { AMOUNT_TEXT_INPUT, useOptionalAmountText } from '@/hooks/use-optional-amount-text';
import { cn } from '@/lib/cn';
import { formatNumericValue, parseNumericText } from '@/lib/numeric-input';
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

const settleDollars = (text: string) => formatNumericValue(parseNumericText(text));

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
  const amount = useOptionalAmountText({
    value,
    onChange,
    onBlur,
    max,
    toText: formatNumericValue,
    fromText: parseNumericText,
    settle: settleDollars,
  });
  return (
    <DollarFrame>
      <Input {...AMOUNT_TEXT_INPUT} {...props} {...amount} className={cn('pl-7 tabular-nums', className)} />
    </DollarFrame>
  );
}
