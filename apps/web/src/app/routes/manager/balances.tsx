import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { MarketSwitcher } from '@/features/tokens/components/market-switcher';
import { NoMarketsEmptyState } from '@/features/tokens/components/tokens-empty-states';
import { BalancesView } from '@/features/vendor-balances/components/balances-view';
import { useChosenMarket } from './use-chosen-market';

const HELP =
  "Each checkout adds its money owed to the vendor's balance at the market: a positive balance is what the " +
  'vendor owes the market, a negative one what the market owes the vendor (for SNAP and incentive tokens). ' +
  'Record each payment here, either way; a payment entered by mistake is reversed, never edited.';

export function BalancesPage() {
  const { markets, list, market, setSearchParams } = useChosenMarket();

  return (
    <PageLayout
      title="Vendor balances"
      subtitle="Who owes whom, and the payments that settle it."
      helpText={HELP}
    >
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
          <BalancesView key={market.id} market={market} />
        </>
      )}
    </PageLayout>
  );
}
