import { PageLayout } from '@/components/layouts/page-layout';
import { BalancesView } from '@/features/vendor-balances/components/balances-view';
import { useMessages } from '@/lib/i18n/use-messages';
import { ChosenMarketContent } from './chosen-market-content';
import en from './locales/en.json';

export function BalancesPage() {
  const t = useMessages(en);
  return (
    <PageLayout title={t('balancesTitle')} subtitle={t('balancesSubtitle')} helpText={t('balancesHelp')}>
      <ChosenMarketContent>
        {(market) => <BalancesView key={market.id} market={market} />}
      </ChosenMarketContent>
    </PageLayout>
  );
}
