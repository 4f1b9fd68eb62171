import type { Market } from '@marketday/shared';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CARD_GRID, CardGridResults, NoResultsCard } from '@/components/ui/card-grid-results';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../locales/en.json';
import { AddMarketButton } from './add-market-button';
import { MarketCard } from './market-card';

type MarketListProps = {
  markets: Market[] | undefined;
  isLoading: boolean;
  error: unknown;
  searchTerm: string;
  onClearSearch: () => void;
};

export function MarketList({ markets, isLoading, error, searchTerm, onClearSearch }: MarketListProps) {
  const t = useMessages(en);
  const { isOwner } = useManagerPermissions();
  return (
    <CardGridResults
      items={markets}
      isLoading={isLoading}
      error={error}
      loadingLabel={t('loadingMarkets')}
      placeholder="h-44 rounded-xl"
      countLabel={(count) => t('marketCount', { count })}
      empty={
        <NoResultsCard
          icon={<Store aria-hidden className="size-10 text-primary" />}
          title={t('noMarketsFound')}
          description={
            searchTerm
              ? t('noMarketMatches', { term: searchTerm })
              : isOwner
                ? t('addMarketToStart')
                : t('noMarketsToWork')
          }
          action={
            searchTerm ? (
              <Button variant="outline" onClick={onClearSearch}>
                {t('clearSearch')}
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
