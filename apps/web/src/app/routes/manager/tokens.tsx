import { CoinsIcon, HandCoinsIcon, ScaleIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MarketSwitcher } from '@/features/tokens/components/market-switcher';
import { MarketTokens } from '@/features/tokens/components/market-tokens';
import { ReconciliationView } from '@/features/tokens/components/reconciliation-view';
import { NoMarketsEmptyState } from '@/features/tokens/components/tokens-empty-states';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import { useChosenMarket } from './use-chosen-market';

const STOCK = 'stock';
const RECONCILIATION = 'reconciliation';
const FLOAT = 'float';
const VIEWS = [STOCK, RECONCILIATION, FLOAT];
// Three tabs side by side on a 375 px phone: their words may wrap there, and their icons wait for a wider screen.
// Three tabs fit a phone and, in Spanish, a tablet: their words wrap and a tab may shrink below its one-line width.
const TAB =
  'min-w-0 whitespace-normal px-2 text-center leading-tight max-sm:[&_svg]:hidden sm:flex-initial sm:px-4';

// The info booth's book loads when its tab is first opened, so the page's first screen does not carry it.
const TokenFloatView = lazy(() =>
  import('@/features/token-float/components/token-float-view').then((m) => ({ default: m.TokenFloatView })),
);

export function TokensPage() {
  const t = useMessages(en);
  const { markets, list, market, searchParams, setSearchParams } = useChosenMarket();
  // `?view=` picks the tab.
  const view = VIEWS.find((v) => v === searchParams.get('view')) ?? STOCK;

  function setParam(name: string, value: string) {
    setSearchParams(
      (params) => {
        params.set(name, value);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <PageLayout title={t('tokensTitle')} subtitle={t('tokensSubtitle')} helpText={t('tokensHelp')}>
      {markets.isPending && <TokensSkeleton />}
      {markets.error && <DataTableErrorCard error={markets.error} />}
      {markets.data && !market && <NoMarketsEmptyState />}
      {market && (
        <>
          {list.length > 1 && (
            <MarketSwitcher markets={list} value={market.id} onChange={(id) => setParam('market', id)} />
          )}
          <Tabs value={view} onValueChange={(value) => setParam('view', value)}>
            <TabsList aria-label={t('tokensView')} className="max-w-full">
              <TabsTrigger value={STOCK} className={TAB}>
                <CoinsIcon aria-hidden="true" /> {t('inHandTab')}
              </TabsTrigger>
              <TabsTrigger value={RECONCILIATION} className={TAB}>
                <ScaleIcon aria-hidden="true" /> {t('reconciliationTab')}
              </TabsTrigger>
              <TabsTrigger value={FLOAT} className={TAB}>
                <HandCoinsIcon aria-hidden="true" /> {t('infoBoothTab')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value={STOCK}>
              <MarketTokens market={market} />
            </TabsContent>
            <TabsContent value={RECONCILIATION}>
              <ReconciliationView market={market} />
            </TabsContent>
            <TabsContent value={FLOAT}>
              <Suspense fallback={<TokensSkeleton />}>
                <TokenFloatView market={market} />
              </Suspense>
            </TabsContent>
          </Tabs>
        </>
      )}
    </PageLayout>
  );
}

function TokensSkeleton() {
  return (
    <LoadingPlaceholders
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      placeholders={['h-72 w-full rounded-xl', 'h-72 w-full rounded-xl']}
    />
  );
}
