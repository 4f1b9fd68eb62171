import type { Market } from '@marketday/shared';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CARD_GRID, CardGridResults, NoResultsCard } from '@/components/ui/card-grid-results';
import { useManagerPermissions } from '@/lib/manager-permissions';
import { AddMarketButton } from './add-market-button';
import { MarketCard } from './market-card';
import { pluralize } from './market-schedule';

type MarketListProps = {
  markets: Market[] | undefined;
  isLoading: boolean;
  error: unknown;
  searchTerm: string;
  onClearSearch: () => void;
};

export function MarketList({ markets, isLoading, error, searchTerm, onClearSearch }: MarketListProps) {
  const { isOwner } = useManagerPermissions();
  return (
    <CardGridResults
      items={markets}
      isLoading={isLoading}
      error={error}
      loadingLabel="Loading markets…"
      placeholder="h-44 rounded-xl"
      countLabel={(count) => pluralize(count, 'market')}
      empty={
        <NoResultsCard
          icon={<Store aria-hidden className="size-10 text-primary" />}
          title="No Markets Found."
          description={
            searchTerm
              ? `No market name or city matches “${searchTerm}”.`
              : isOwner
                ? 'Add a Market to get started.'
                : 'You have no markets to work yet. Ask your market manager.'
          }
          action={
            searchTerm ? (
              <Button variant="outline" onClick={onClearSearch}>
                Clear search
              </Button>
            ) : (
              isOwner && <AddMarketButton />
            )
          }
        />
      }
    >
      {(found) => (
        <div className={CARD_GRID}>
          {found.map((market) => (
            <MarketCard key={market.id} market={market} />
          ))}
        </div>
      )}
    </CardGridResults>
  );
}
