import type { Market } from '@marketday/shared';
import type { ReactNode } from 'react';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { MarketSwitcher } from '@/features/tokens/components/market-switcher';
import { NoMarketsEmptyState } from '@/features/tokens/components/tokens-empty-states';
import { useChosenMarket } from './use-chosen-market';

// The body of a page about one market at a time (balances, the season): the markets loading, failing or none
// yet, then a switcher when there are several, above `children` for the chosen market.
export function ChosenMarketContent({ children }: { children: (market: Market) => ReactNode }) {
  const { markets, list, market, setSearchParams } = useChosenMarket();
  return (
    <>
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
          {children(market)}
        </>
      )}
    </>
  );
}
