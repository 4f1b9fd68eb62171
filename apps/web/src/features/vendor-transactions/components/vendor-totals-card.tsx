import { formatDollars, type VendorTransactionTotals } from '@marketday/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { VendorMoneyOwed } from './vendor-money-owed';

type VendorTotalsCardProps = { totals: VendorTransactionTotals | undefined; isLoading: boolean };

// The server's totals for the listed checkouts, summed in cents.
export function VendorTotalsCard({ totals, isLoading }: VendorTotalsCardProps) {
  const figures: { label: string; value: ReactNode }[] = totals
    ? [
        { label: 'Checkouts', value: totals.count },
        { label: 'Gross', value: formatDollars(totals.reported_gross) },
        { label: 'Fees', value: formatDollars(totals.market_fee) },
        { label: 'Gov. fees', value: formatDollars(totals.gov_fee) },
        { label: 'Tokens', value: formatDollars(totals.token_total) },
        { label: 'Money owed', value: <VendorMoneyOwed dollars={totals.money_owed} /> },
      ]
    : [];
  return (
    <Card className="gap-0 py-4" aria-label="Totals for the listed checkouts" role="region">
      {isLoading || !totals ? (
        <Skeleton className="mx-4 h-14" />
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 sm:grid-cols-3 lg:grid-cols-6">
          {figures.map(({ label, value }) => (
            <div key={label} className="grid min-w-0 gap-0.5">
              <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
              <dd className="font-semibold text-lg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
