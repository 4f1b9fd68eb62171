import { formatCents } from '@marketday/shared';
import { MoneyOwed } from '@/components/ui/money-owed';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsCard } from '@/components/ui/totals-card';
import type { TransactionTotals } from './transaction-totals';

type TransactionTotalsCardProps = { totals: TransactionTotals; isLoading: boolean };

export function TransactionTotalsCard({ totals, isLoading }: TransactionTotalsCardProps) {
  const figures = [
    { label: 'Transactions', value: totals.count },
    { label: 'Gross', value: formatCents(totals.grossCents) },
    { label: 'Fees', value: formatCents(totals.feeCents) },
    { label: 'Gov. fees', value: formatCents(totals.govFeeCents) },
    { label: 'Tokens', value: formatCents(totals.tokenCents) },
    { label: 'Money owed', value: <MoneyOwed cents={totals.owedCents} payee="vendors" /> },
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
