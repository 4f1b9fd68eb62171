import { type Market, RECONCILIATION_HELP } from '@marketday/shared';
import { TriangleAlertIcon } from 'lucide-react';
import { useMemo } from 'react';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useTokenReconciliation } from '@/entities/tokens/get-token-reconciliation';
import { useDateRangeChoice } from '@/hooks/use-date-range-choice';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ReconciliationDaysTable } from './reconciliation-days-table';
import { ReconciliationRange } from './reconciliation-range';
import { reconciliationRows } from './reconciliation-rows';
import { ReconciliationTokenCard } from './reconciliation-token-card';

// Where each token went over a range of market days, built from the ledger.
export function ReconciliationView({ market }: { market: Market }) {
  const t = useMessages(en);
  // The presets count from today at this market, not the device's date.
  const range = useDateRangeChoice('Last4Weeks', market.time_zone);
  const query = useTokenReconciliation({ marketId: market.id, ...range.applied });
  const rows = useMemo(() => reconciliationRows(query.data?.days ?? []), [query.data]);
  const warningCount = rows.reduce((n, row) => n + row.warnings.length, 0);
  const visuals = (tokenId: string, name: string) =>
    market.tokens.find((t) => t.id === tokenId) ?? { name, visual_settings: null };

  return (
    <section aria-labelledby="reconciliation-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="reconciliation-heading" className="font-semibold text-lg">
          {t('reconciliationTitle', { market: market.name })}
        </h2>
        <p className="max-w-3xl text-muted-foreground text-sm">{sayShared(RECONCILIATION_HELP)}</p>
      </div>
      <ReconciliationRange range={range} />
      {query.isPending && (
        <LoadingPlaceholders
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          placeholders={['h-96 w-full rounded-xl', 'h-96 w-full rounded-xl']}
        />
      )}
      {query.error && <DataTableErrorCard error={query.error} />}
      {query.data && (
        <>
          {query.data.tokens.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('noTokensYet')}</p>
          ) : (
            <ul aria-label={t('tokenSummaries')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {query.data.tokens.map((summary) => (
                <li key={summary.token_id} className="flex min-w-0">
                  <ReconciliationTokenCard
                    summary={summary}
                    token={visuals(summary.token_id, summary.name)}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-2">
            <h3 className="font-semibold">{t('byMarketDay')}</h3>
            {warningCount > 0 && (
              <p className="flex items-center gap-2 text-sm">
                <TriangleAlertIcon aria-hidden="true" className="size-4 text-warning" />
                {t('warningsToCheck', { count: warningCount })}
              </p>
            )}
            <ReconciliationDaysTable rows={rows} />
          </div>
        </>
      )}
    </section>
  );
}
