import { PageLayout } from '@/components/layouts/page-layout';
import { SeasonView } from '@/features/season/components/season-view';
import { useMessages } from '@/lib/i18n/use-messages';
import { ChosenMarketContent } from './chosen-market-content';
import en from './locales/en.json';

export function SeasonPage() {
  const t = useMessages(en);
  return (
    <PageLayout title={t('seasonTitle')} subtitle={t('seasonSubtitle')} helpText={t('seasonHelp')}>
      <ChosenMarketContent>{(market) => <SeasonView key={market.id} market={market} />}</ChosenMarketContent>
    </PageLayout>
  );
}
