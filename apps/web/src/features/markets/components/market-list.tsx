import type { Market } from '@marketday/shared';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
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

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function MarketList({ markets, isLoading, error, searchTerm, onClearSearch }: MarketListProps) {
  const { isOwner } = useManagerPermissions();
  // A failed search must not leave the previous results on screen as if they were its answer.
  if (error) return <DataTableErrorCard error={error} />;
  if (isLoading || !markets) {
    return (
      <LoadingPlaceholders
        className={GRID}
        label="Loading markets…"
        placeholders={['h-44 rounded-xl', 'h-44 rounded-xl', 'h-44 rounded-xl']}
      />
    );
  }
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {pluralize(markets.length, 'market')} found
      </p>
      {markets.length === 0 ? (
        <Card className="items-center py-10 text-center">
          <Store aria-hidden className="size-10 text-primary" />
          <CardHeader className="items-center">
            <CardTitle>No Markets Found.</CardTitle>
            <CardDescription>
              {searchTerm
                ? `No market name or city matches “${searchTerm}”.`
                : isOwner
                  ? 'Add a Market to get started.'
                  : 'You have no markets to work yet. Ask your market manager.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {searchTerm ? (
              <Button variant="outline" onClick={onClearSearch}>
                Clear search
              </Button>
            ) : (
              isOwner && <AddMarketButton />
            )}
          </CardContent>
        </Card>
      ) : (
        <div className={GRID}>
          {markets.map((market) => (
            <MarketCard key={market.id} market={market} />
          ))}
        </div>
      )}
    </>
  );
}
