import { PageLayout } from '@/components/layouts/page-layout';
import { SeasonView } from '@/features/season/components/season-view';
import { ChosenMarketContent } from './chosen-market-content';

const HELP =
  "A market's days come from its weekday and season. Cancel a day (the vendors are told), add an extra one, and " +
  'take attendance on the day: each vendor is expected until marked present, late or absent. Under Vendors, set ' +
  "each vendor's dates and default booth (a vendor left alone sells every market day); under Requests, answer " +
  'the dates vendors ask for.';

export function SeasonPage() {
  return (
    <PageLayout
      title="Season"
      subtitle="Market days, vendors' dates, requests and attendance."
      helpText={HELP}
    >
      <ChosenMarketContent>{(market) => <SeasonView key={market.id} market={market} />}</ChosenMarketContent>
    </PageLayout>
  );
}
