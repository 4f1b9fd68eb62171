import { FIGURE_LABELS, formatCents } from '@marketday/shared';
import { MoneyOwed } from '@/components/ui/money-owed';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsCard } from '@/components/ui/totals-card';
import type { TransactionTotals } from './transaction-totals';

type TransactionTotalsCardProps = { totals: TransactionTotals; isLoading: boolean };

export function TransactionTotalsCard({ totals, isLoading }: TransactionTotalsCardProps) {
  const figures = [
    { label: 'Transactions', value: totals.count },
    { label: FIGURE_LABELS.gross, value: formatCents(totals.grossCents) },
    { label: FIGURE_LABELS.marketFees, value: formatCents(totals.feeCents) },
    { label: FIGURE_LABELS.govFees, value: formatCents(totals.govFeeCents) },
    { label: FIGURE_LABELS.tokenTotal, value: formatCents(totals.tokenCents) },
    { label: FIGURE_LABELS.moneyOwed, value: <MoneyOwed cents={totals.owedCents} payee="vendors" /> },
  ];
  // Each figure keeps its place while the rows load.
  return (
    <TotalsCard
      label="Totals for the listed transactions"
      figures={figures.map(({ label, value }) => ({
        label,
        value: isLoading ? <Skeleton className="h-7 w-20" /> : value,
      }))}
    />
  );
}
