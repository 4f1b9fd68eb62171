import { FIGURE_LABELS, formatCents } from '@marketday/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { sayShared } from '@/lib/i18n/use-messages';
import type { TransactionRow } from './transaction-money';

type CheckoutFiguresProps = {
  transaction: TransactionRow;
  /** Money Owed, worded for the reader (who pays whom). */
  owed: ReactNode;
  className?: string;
};

// A checkout's money one figure a line, Money Owed last: a transactions table's row on a phone. The labels are the
// shared English (FIGURE_LABELS), said in the reader's language.
export function CheckoutFigures({ transaction, owed, className }: CheckoutFiguresProps) {
  const figures = [
    [FIGURE_LABELS.gross, transaction.reported_gross_cents],
    [FIGURE_LABELS.marketFee, transaction.market_fee_cents],
    [FIGURE_LABELS.govFee, transaction.gov_fee_cents],
    [FIGURE_LABELS.tokenTotal, transaction.token_total_cents],
  ] as const;
  return (
    <dl className={cn('grid grid-cols-2 gap-x-3 gap-y-1 text-sm', className)}>
      {figures.map(([label, cents]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{sayShared(label)}</dt>
          <dd className="text-right">{formatCents(cents)}</dd>
        </div>
      ))}
      <dt className="font-medium">{sayShared(FIGURE_LABELS.moneyOwed)}</dt>
      <dd className="text-right font-semibold">{owed}</dd>
    </dl>
  );
}
