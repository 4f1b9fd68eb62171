import { formatCents } from '@marketday/shared';
import { cn } from '@/lib/cn';

type MoneyOwedProps = {
  cents: number;
  payee?: string;
  /** Words before a negative amount; the vendor's own view says who pays them. */
  creditText?: string;
  className?: string;
};

// Negative money owed means the market owes the vendor (docs/product.md §10); say so in words, not only colour.
export function MoneyOwed({ cents, payee = 'vendor', creditText, className }: MoneyOwedProps) {
  if (cents < 0) {
    return (
      <span className={cn('font-medium text-amber-800', className)}>
        {creditText ?? `Pay ${payee}`} {formatCents(-cents)}
      </span>
    );
  }
  return <span className={className}>{formatCents(cents)}</span>;
}
