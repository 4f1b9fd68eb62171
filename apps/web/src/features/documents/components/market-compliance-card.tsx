import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketCompliance } from '@/entities/documents/get-market-compliance';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ComplianceBar } from './compliance-bar';
import { complianceGroups } from './compliance-groups';
import { SelectField } from './select-field';

type MarketComplianceCardProps = {
  markets: { id: string; name: string }[];
  isLoadingMarkets: boolean;
  /** The markets could not be read: said with a Retry, never as "Add a market". */
  marketsError?: unknown;
};

// The summary's own shape while it loads (the bar, the four-line legend, who needs chasing), so the documents
// table below does not jump when it arrives.
function SummarySkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4">
      <div className="grid gap-3">
        <Skeleton className="h-4 w-full rounded-full" />
        <div className="grid gap-2 sm:grid-cols-2">
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} className="h-5 w-full" />
          ))}
        </div>
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-7 w-full" />
      </div>
    </div>
  );
}

// How the vendors of one market stand on their documents, and who needs chasing.
export function MarketComplianceCard({ markets, isLoadingMarkets, marketsError }: MarketComplianceCardProps) {
  const t = useMessages(en);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const marketId = chosenId ?? markets[0]?.id ?? null;
  const summaryQuery = useMarketCompliance(marketId);
  const summary = summaryQuery.data;
  const loading = !marketsError && (isLoadingMarkets || (marketId !== null && summaryQuery.isPending));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('complianceTitle')}</CardTitle>
        <CardDescription>{t('complianceDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-busy={loading || undefined}>
        {marketsError ? (
          <DataTableErrorCard error={marketsError} />
        ) : markets.length === 0 && !isLoadingMarkets ? (
          <p className="text-muted-foreground text-sm">{t('addMarket')}</p>
        ) : (
          // While the markets load, the same field, not yet usable: nothing moves when they come.
          <SelectField
            id="compliance-market"
            label={t('market')}
            placeholder={t('chooseMarket')}
            value={marketId ?? undefined}
            options={markets.map((m) => ({ value: m.id, label: m.name }))}
            onChange={setChosenId}
            disabled={isLoadingMarkets}
          />
        )}
        {summaryQuery.error ? <DataTableErrorCard error={summaryQuery.error} /> : null}
        {loading && <SummarySkeleton />}
        {summary && (
          <>
            <ComplianceBar groups={complianceGroups(summary)} />
            <div className="grid gap-2">
              <h3 className="font-medium text-sm">{t('requireAction')}</h3>
              {summary.vendor_that_requires_action.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t('noneRequireAction')}</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {summary.vendor_that_requires_action.map((vendor) => (
                    <li key={vendor.vendor_id} className="rounded-md border px-2 py-1 text-sm">
                      {vendor.vendor_name}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
