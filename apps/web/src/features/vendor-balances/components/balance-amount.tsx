import { balanceStatus, type Cents, formatCents } from '@marketday/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type BalanceAmountProps = {
  /** The balance in cents: positive, the vendor owes the market. */
  cents: Cents;
  /** The vendor's own view says "You owe" and "Market owes you". */
  viewer?: 'manager' | 'vendor';
  className?: string;
};

const WORDS = {
  manager: { owes: 'balanceOwes', owed: 'balanceOwed', settled: 'balanceSettled' },
  vendor: { owes: 'balanceYouOwe', owed: 'balanceOwedYou', settled: 'balanceSettled' },
} as const;

// Who owes whom, in words and not only in colour (docs/decisions/027: positive, the vendor owes the market).
export function BalanceAmount({ cents, viewer = 'manager', className }: BalanceAmountProps) {
  const t = useMessages(en);
  const status = balanceStatus(cents);
  const words = WORDS[viewer][status];
  return (
    <span
      data-balance-status={status}
      className={cn(
        'font-medium tabular-nums',
        status === 'owed' && 'text-amber-800',
        status === 'settled' && 'text-muted-foreground',
        className,
      )}
    >
      {t(words, { amount: formatCents(Math.abs(cents)) })}
    </span>
  );
}
