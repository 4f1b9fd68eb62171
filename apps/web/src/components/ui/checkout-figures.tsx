import { formatDollars, type Transaction } from '@marketday/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type CheckoutFiguresProps = {
  transaction: Transaction;
  /** Money Owed, worded for the reader (who pays whom). */
  owed: ReactNode;
  className?: string;
};

// A checkout's money one figure a line, Money Owed last: a transactions table's row on a phone.
export function CheckoutFigures({ transaction, owed, className }: CheckoutFiguresProps) {
  const figures = [
    ['Gross', transaction.reported_gross],
    ['Fee', transaction.market_fee],
    ['Gov. fee', transaction.gov_fee],
    ['Tokens', transaction.token_total],
  ] as const;
  return (
    <dl className={cn('grid grid-cols-2 gap-x-3 gap-y-1 text-sm', className)}>
      {figures.map(([label, dollars]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right">{formatDollars(dollars)}</dd>
        </div>
      ))}
      <dt className="font-medium">Money Owed</dt>
      <dd className="text-right font-semibold">{owed}</dd>
    </dl>
  );
}
