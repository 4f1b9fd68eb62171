import { FIGURE_LABELS, formatDollars, type VendorTransactionTotals } from '@marketday/shared';
import { TotalsCard } from '@/components/ui/totals-card';
import { VendorMoneyOwed } from './vendor-money-owed';

type VendorTotalsCardProps = { totals: VendorTransactionTotals | undefined; isLoading: boolean };

// The server's totals for the listed checkouts, summed in cents.
export function VendorTotalsCard({ totals, isLoading }: VendorTotalsCardProps) {
  const figures =
    isLoading || !totals
      ? null
      : [
          { label: 'Checkouts', value: totals.count },
          { label: FIGURE_LABELS.gross, value: formatDollars(totals.reported_gross) },
          { label: FIGURE_LABELS.marketFees, value: formatDollars(totals.market_fee) },
          { label: FIGURE_LABELS.govFees, value: formatDollars(totals.gov_fee) },
          { label: FIGURE_LABELS.tokenTotal, value: formatDollars(totals.token_total) },
          { label: FIGURE_LABELS.moneyOwed, value: <VendorMoneyOwed dollars={totals.money_owed} /> },
        ];
  return <TotalsCard label="Totals for the listed checkouts" figures={figures} />;
}
