import { dollarsToCents, FIGURE_LABELS, formatDollars, type TransactionListTotals } from '@marketday/shared';
import { MoneyOwed } from '@/components/ui/money-owed';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsCard } from '@/components/ui/totals-card';

type TransactionTotalsCardProps = { totals: TransactionListTotals | undefined; isLoading: boolean };

// The server's totals of the whole filtered range (every page), summed there in cents.
export function TransactionTotalsCard({ totals, isLoading }: TransactionTotalsCardProps) {
  const figures = [
    { label: 'Transactions', value: totals?.count ?? 0 },
    { label: FIGURE_LABELS.gross, value: formatDollars(totals?.reported_gross ?? 0) },
    { label: FIGURE_LABELS.marketFees, value: formatDollars(totals?.market_fee ?? 0) },
    { label: FIGURE_LABELS.govFees, value: formatDollars(totals?.gov_fee ?? 0) },
    { label: FIGURE_LABELS.tokenTotal, value: formatDollars(totals?.token_total ?? 0) },
    {
      label: FIGURE_LABELS.moneyOwed,
      value: <MoneyOwed cents={dollarsToCents(totals?.money_owed ?? 0)} payee="vendors" />,
    },
  ];
  // Each figure keeps its place while the rows load.
  return (
    <TotalsCard
      label="Totals for the listed transactions"
      figures={figures.map(({ label, value }) => ({
        label,
        value: isLoading || !totals ? <Skeleton className="h-7 w-20" /> : value,
      }))}
    />
  );
}
