import { FIGURE_LABELS, formatDollars, type TransactionListTotals } from '@marketday/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsCard, type TotalsFigure } from '@/components/ui/totals-card';
import type { TransactionRole } from '../transaction-source';
import { TransactionOwed } from './transaction-owed';

type TransactionTotalsCardProps = {
  viewer: TransactionRole;
  totals: TransactionListTotals | undefined;
  isLoading: boolean;
};

// The manager speaks of transactions, the vendor of their checkouts.
const COUNT_LABELS: Record<TransactionRole, string> = { manager: 'Transactions', vendor: 'Checkouts' };
const REGION_LABELS: Record<TransactionRole, string> = {
  manager: 'Totals for the listed transactions',
  vendor: 'Totals for the listed checkouts',
};

function totalsFigures(viewer: TransactionRole, totals: TransactionListTotals): TotalsFigure[] {
  return [
    { label: COUNT_LABELS[viewer], value: totals.count },
    { label: FIGURE_LABELS.gross, value: formatDollars(totals.reported_gross) },
    { label: FIGURE_LABELS.marketFees, value: formatDollars(totals.market_fee) },
    { label: FIGURE_LABELS.govFees, value: formatDollars(totals.gov_fee) },
    { label: FIGURE_LABELS.tokenTotal, value: formatDollars(totals.token_total) },
    {
      label: FIGURE_LABELS.moneyOwed,
      value: (
        <TransactionOwed
          viewer={viewer}
          dollars={totals.money_owed}
          payee={viewer === 'manager' ? 'vendors' : undefined}
        />
      ),
    },
  ];
}

const EMPTY_TOTALS: TransactionListTotals = {
  count: 0,
  reported_gross: 0,
  market_fee: 0,
  gov_fee: 0,
  token_total: 0,
  money_owed: 0,
  tokens: [],
};

// The server's totals of the whole filtered range (every page), summed there in cents. While they load, the
// manager's card keeps each figure's place; the vendor's shows one placeholder.
export function TransactionTotalsCard({ viewer, totals, isLoading }: TransactionTotalsCardProps) {
  const loading = isLoading || !totals;
  if (viewer === 'vendor') {
    return (
      <TotalsCard label={REGION_LABELS.vendor} figures={loading ? null : totalsFigures(viewer, totals)} />
    );
  }
  return (
    <TotalsCard
      label={REGION_LABELS.manager}
      figures={totalsFigures(viewer, totals ?? EMPTY_TOTALS).map(({ label, value }) => ({
        label,
        value: loading ? <Skeleton className="h-7 w-20" /> : value,
      }))}
    />
  );
}
