import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { SeasonView } from '@/features/season/components/season-view';
import { MarketSwitcher } from '@/features/tokens/components/market-switcher';
import { NoMarketsEmptyState } from '@/features/tokens/components/tokens-empty-states';
import { useChosenMarket } from './use-chosen-market';

const HELP =
  "A market's days come from its weekday and season. Cancel a day (the vendors are told), add an extra one, and " +
  'take attendance on the day: each vendor is expected until marked present, late or absent.';

export function SeasonPage() {
  const { markets, list, market, setSearchParams } = useChosenMarket();

  return (
    <PageLayout title="Season" subtitle="Market days, cancellations and attendance." helpText={HELP}>
      {markets.isPending && <Skeleton aria-busy="true" className="h-48 w-full rounded-xl" />}
      {markets.error && <DataTableErrorCard error={markets.error} />}
      {markets.data && !market && <NoMarketsEmptyState />}
      {market && (
        <>
          {list.length > 1 && (
            <MarketSwitcher
              markets={list}
              value={market.id}
              onChange={(id) => setSearchParams({ market: id }, { replace: true })}
            />
          )}
          <SeasonView key={market.id} market={market} />
        </>
      )}
    </PageLayout>
  );
}
