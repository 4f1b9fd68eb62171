import { formatCents } from '@marketday/shared';
import { cn } from '@/lib/cn';

type MoneyOwedProps = { cents: number; payee?: string; className?: string };

// Negative money owed means the market owes the vendor (DESIGN.md §3); say so in words, not only colour.
export function MoneyOwed({ cents, payee = 'vendor', className }: MoneyOwedProps) {
  if (cents < 0) {
    return (
      <span className={cn('font-medium text-amber-800', className)}>
        Pay {payee} {formatCents(-cents)}
      </span>
    );
  }
  return <span className={className}>{formatCents(cents)}</span>;
}
