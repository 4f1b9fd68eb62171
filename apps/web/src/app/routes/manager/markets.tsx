import { useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { useSearchMarkets } from '@/entities/markets/search-markets';
import { AddMarketButton } from '@/features/markets/components/add-market-button';
import { MarketList } from '@/features/markets/components/market-list';
import { MarketSearchBox } from '@/features/markets/components/market-search-box';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from './locales/en.json';

const SEARCH_DELAY_MS = 250;

export function MarketsPage() {
  const t = useMessages(en);
  const [term, setTerm] = useState('');
  const searchTerm = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  // An empty term lists every market, so one query serves both the list and the search.
  const markets = useSearchMarkets(searchTerm);
  // Staff see the markets they work; only the owner adds one (docs/decisions/029).
  const { isOwner } = useManagerPermissions();
  return (
    <PageLayout
      title={t('marketsTitle')}
      subtitle={isOwner ? t('marketsOwnerSubtitle') : t('marketsStaffSubtitle')}
      headerRight={isOwner ? <AddMarketButton /> : undefined}
    >
      <MarketSearchBox value={term} onChange={setTerm} />
      <MarketList
        markets={markets.data}
        isLoading={markets.isLoading}
        error={markets.error}
        searchTerm={searchTerm}
        onClearSearch={() => setTerm('')}
      />
    </PageLayout>
  );
}
