import { type Cents, MAX_GROSS_DOLLARS } from '@marketday/shared';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { DollarFrame } from '@/components/ui/money-input';
import { AMOUNT_TEXT_INPUT, useOptionalAmountText } from '@/hooks/use-optional-amount-text';
import { cn } from '@/lib/cn';
import { centsToFixedMoneyText, centsToMoneyText, moneyTextToCents } from '@/lib/money-text';

type GrossInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The gross in integer cents; null: nothing typed yet. */
  value: Cents | null;
  onChange: (value: Cents | null) => void;
};

// Half-typed text settles as money on blur: "5." → "5.00", "412.5" → "412.50" (an empty field stays empty).
const settleMoneyText = (text: string) => centsToFixedMoneyText(moneyTextToCents(text));

// MoneyInput's rules (docs/product.md §5, via the shared numeric-input helpers), but an empty field means "not
// entered yet" (null) instead of 0: after each checkout the gross is visibly blank, so the previous
// vendor's figure, or a $0 nobody typed, can never be submitted by accident. The typed text becomes cents here, once
// (lib/money-text).
export function GrossInput({ value, onChange, onBlur, className, ...props }: GrossInputProps) {
  const amount = useOptionalAmountText({
    value,
    onChange,
    onBlur,
    max: MAX_GROSS_DOLLARS,
    toText: centsToMoneyText,
    fromText: moneyTextToCents,
    settle: settleMoneyText,
  });

  return (
    <DollarFrame signClassName="text-xl">
      <Input
        {...AMOUNT_TEXT_INPUT}
        placeholder="0.00"
        {...props}
        {...amount}
        className={cn('h-14 pl-8 font-semibold text-2xl tabular-nums md:text-2xl', className)}
      />
    </DollarFrame>
  );
}
