import { FIGURE_LABELS, formatCents } from '@marketday/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { TotalsCard, type TotalsFigure } from '@/components/ui/totals-card';
import type { TransactionTotals } from '@/entities/transactions/transaction-money';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { TransactionRole } from '../transaction-source';
import { TransactionOwed } from './transaction-owed';

type TransactionTotalsCardProps = {
  viewer: TransactionRole;
  totals: TransactionTotals | undefined;
  isLoading: boolean;
};

// The manager speaks of transactions, the vendor of their checkouts.
type Messages = Translate<typeof en>;
const COUNT_LABELS = { manager: 'countTransactions', vendor: 'countCheckouts' } as const;
const REGION_LABELS = { manager: 'totalsTransactions', vendor: 'totalsCheckouts' } as const;

function totalsFigures(viewer: TransactionRole, totals: TransactionTotals, t: Messages): TotalsFigure[] {
  return [
    { label: t(COUNT_LABELS[viewer]), value: totals.count },
    { label: sayShared(FIGURE_LABELS.gross), value: formatCents(totals.reported_gross_cents) },
    { label: sayShared(FIGURE_LABELS.marketFees), value: formatCents(totals.market_fee_cents) },
    { label: sayShared(FIGURE_LABELS.govFees), value: formatCents(totals.gov_fee_cents) },
    { label: sayShared(FIGURE_LABELS.tokenTotal), value: formatCents(totals.token_total_cents) },
    {
      label: sayShared(FIGURE_LABELS.moneyOwed),
      value: (
        <TransactionOwed
          viewer={viewer}
          cents={totals.money_owed_cents}
          payee={viewer === 'manager' ? 'vendors' : undefined}
        />
      ),
    },
  ];
}

const EMPTY_TOTALS: TransactionTotals = {
  count: 0,
  reported_gross_cents: 0,
  market_fee_cents: 0,
  gov_fee_cents: 0,
  token_total_cents: 0,
  money_owed_cents: 0,
  tokens: [],
};

// The server's totals of the whole filtered range (every page), summed there in cents. While they load, the
// manager's card keeps each figure's place; the vendor's shows one placeholder.
export function TransactionTotalsCard({ viewer, totals, isLoading }: TransactionTotalsCardProps) {
  const t = useMessages(en);
  const loading = isLoading || !totals;
  if (viewer === 'vendor') {
    return (
      <TotalsCard
        label={t(REGION_LABELS.vendor)}
        figures={loading ? null : totalsFigures(viewer, totals, t)}
      />
    );
  }
  return (
    <TotalsCard
      label={t(REGION_LABELS.manager)}
      figures={totalsFigures(viewer, totals ?? EMPTY_TOTALS, t).map(({ label, value }) => ({
        label,
        value: loading ? <Skeleton className="h-7 w-20" /> : value,
      }))}
    />
  );
}
