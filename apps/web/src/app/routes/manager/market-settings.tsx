import { Navigate } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { LazyBooksAccountsCard } from '@/features/accounting/components/lazy-books-accounts-card';
import { BoothFeesCard } from '@/features/booth-fees/components/booth-fees-card';
import { CreateMarketForm, EditMarketForm } from '@/features/markets/components/market-form/save-market-form';
import { MarketUnavailablePage } from '@/features/markets/components/market-unavailable';
import { useMarketParam } from '@/features/markets/use-market-param';
import { useParamMarket } from '@/features/markets/use-param-market';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from './locales/en.json';

// No `?market=` creates a market; with one, that market is edited.
export function MarketSettingsPage() {
  const t = useMessages(en);
  const param = useMarketParam();
  const result = useParamMarket();
  // Only the owner creates markets; a co-manager reaches this page to edit one (docs/decisions/029).
  const { isOwner } = useManagerPermissions();
  if (param.status === 'missing' && !isOwner) return <Navigate to={paths.markets} replace />;
  if (param.status === 'missing') {
    return (
      <PageLayout title={t('addMarketTitle')} subtitle={t('addMarketSubtitle')}>
        <CreateMarketForm />
      </PageLayout>
    );
  }
  if (result.state !== 'ready')
    return <MarketUnavailablePage title={t('marketSettingsTitle')} result={result} />;
  return (
    <PageLayout title={t('marketSettingsTitle')} subtitle={result.market.name}>
      {/* Keyed by id: the form reads its starting values once. */}
      <EditMarketForm key={result.market.id} market={result.market} />
      <BoothFeesCard key={`booth-fees-${result.market.id}`} marketId={result.market.id} />
      <LazyBooksAccountsCard key={`books-${result.market.id}`} marketId={result.market.id} />
    </PageLayout>
  );
}
