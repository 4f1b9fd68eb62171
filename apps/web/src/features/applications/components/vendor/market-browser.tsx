import { BROWSE_MARKETS_LIMIT, type BrowseMarket } from '@marketday/shared';
import { CircleCheckIcon, ClockIcon, SearchIcon, StoreIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadedList } from '@/components/ui/loaded-list';
import { useBrowseMarkets } from '@/entities/applications/browse-markets';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { placeOf, scheduleOf } from '../application-format';

const SEARCH_DELAY_MS = 300;

// Every market on Marketday, searchable by name or city, with 'Member', 'Applied' or 'Apply' for each.
export function MarketBrowser({ onChoose }: { onChoose: (market: BrowseMarket) => void }) {
  const t = useMessages(en);
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useBrowseMarkets(term);

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>{t('searchMarkets')}</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder={t('searchMarketsPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <BrowseResults query={query} search={term} onChoose={onChoose} />
    </div>
  );
}

function BrowseResults({
  query,
  search,
  onChoose,
}: {
  query: ReturnType<typeof useBrowseMarkets>;
  search: string;
  onChoose: (market: BrowseMarket) => void;
}) {
  const t = useMessages(en);
  return (
    <LoadedList
      query={query}
      loading={{
        className: 'grid gap-2',
        label: t('loadingMarkets'),
        placeholders: ['h-20 w-full', 'h-20 w-full'],
      }}
      empty={
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <StoreIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{search ? t('noMarketsMatch', { search }) : t('noMarketsYet')}</p>
          <p className="text-muted-foreground text-sm">{t('tryAnother')}</p>
        </div>
      }
    >
      {(markets) => (
        <>
          <ul aria-label={t('marketsList')} aria-busy={query.isFetching} className="grid gap-2">
            {markets.map((market) => (
              <li key={market.id}>
                <MarketRow market={market} onChoose={onChoose} />
              </li>
            ))}
          </ul>
          {markets.length >= BROWSE_MARKETS_LIMIT && (
            <p className="text-muted-foreground text-sm">
              {t('showingFirst', { limit: BROWSE_MARKETS_LIMIT })}
            </p>
          )}
        </>
      )}
    </LoadedList>
  );
}

function MarketRow({ market, onChoose }: { market: BrowseMarket; onChoose: (market: BrowseMarket) => void }) {
  const t = useMessages(en);
  const place = placeOf(market);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="break-words font-medium">{market.name}</p>
        <p className="text-muted-foreground text-sm">
          {[place, t('managerName', { name: market.manager_name })].filter(Boolean).join(' · ')}
        </p>
        <p className="text-muted-foreground text-sm">{scheduleOf(market)}</p>
      </div>
      {market.standing === 'MEMBER' ? (
        <Badge variant="success">
          <CircleCheckIcon aria-hidden="true" />
          {t('member')}
        </Badge>
      ) : market.standing === 'APPLIED' ? (
        <Badge variant="warning">
          <ClockIcon aria-hidden="true" />
          {t('applied')}
        </Badge>
      ) : (
        <Button
          variant="outline"
          onClick={() => onChoose(market)}
          aria-label={t('applyToMarketName', { market: market.name })}
          className="w-full sm:w-auto"
        >
          {t('apply')}
        </Button>
      )}
    </div>
  );
}
