import { FIGURE_LABELS, formatDollars, type Transaction } from '@marketday/shared';
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
    [FIGURE_LABELS.gross, transaction.reported_gross],
    [FIGURE_LABELS.marketFee, transaction.market_fee],
    [FIGURE_LABELS.govFee, transaction.gov_fee],
    [FIGURE_LABELS.tokenTotal, transaction.token_total],
  ] as const;
  return (
    <dl className={cn('grid grid-cols-2 gap-x-3 gap-y-1 text-sm', className)}>
      {figures.map(([label, dollars]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right">{formatDollars(dollars)}</dd>
        </div>
      ))}
      <dt className="font-medium">{FIGURE_LABELS.moneyOwed}</dt>
      <dd className="text-right font-semibold">{owed}</dd>
    </dl>
  );
}
