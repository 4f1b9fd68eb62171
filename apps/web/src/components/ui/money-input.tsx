import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { NumericInput, type NumericInputProps } from './numeric-input';

// A dollar sign drawn inside the left edge of the input it holds (which pads its text past it).
export function DollarFrame({ signClassName, children }: { signClassName?: string; children: ReactNode }) {
  return (
    <div data-slot="money-input" className="relative w-full">
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground',
          signClassName,
        )}
      >
        $
      </span>
      {children}
    </div>
  );
}

// docs/product.md §5: the money input has a minimum of 0 unless negatives are allowed.
export function MoneyInput({ min, allowNegative = false, className, ...props }: NumericInputProps) {
  return (
    <DollarFrame>
      <NumericInput
        {...props}
        min={min ?? (allowNegative ? undefined : 0)}
        allowNegative={allowNegative}
        className={cn('pl-7', className)}
      />
    </DollarFrame>
  );
}
