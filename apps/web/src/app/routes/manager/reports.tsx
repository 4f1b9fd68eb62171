import { PageLayout } from '@/components/layouts/page-layout';
import { useMarkets } from '@/entities/markets/list-markets';
import { ReportsView } from '@/features/reports/components/reports-view';

const HELP =
  'Figures for the markets, dates and vendor types you choose. Detail lists each vendor per market day; ' +
  'Total adds them up per vendor, per market and per day. Exports carry what is on screen.';

export function ReportsPage() {
  const markets = useMarkets().data ?? [];
  return (
    <PageLayout title="Reports" subtitle="Sales, fees, tokens and deposits at your markets." helpText={HELP}>
      <ReportsView markets={markets} />
    </PageLayout>
  );
}
