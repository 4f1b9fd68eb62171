import { PageLayout } from '@/components/layouts/page-layout';
import { useMarkets } from '@/entities/markets/list-markets';
import { LazyFunderBooksCard } from '@/features/accounting/components/lazy-funder-books-card';
import { ReportsView } from '@/features/reports/components/reports-view';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function ReportsPage() {
  const t = useMessages(en);
  const markets = useMarkets().data ?? [];
  return (
    <PageLayout title={t('reportsTitle')} subtitle={t('reportsSubtitle')} helpText={t('reportsHelp')}>
      <ReportsView markets={markets} Downloads={LazyFunderBooksCard} />
    </PageLayout>
  );
}
