import { PageLayout } from '@/components/layouts/page-layout';
import { BalancesView } from '@/features/vendor-balances/components/balances-view';
import { ChosenMarketContent } from './chosen-market-content';

const HELP =
  "Each checkout adds its money owed to the vendor's balance at the market: a positive balance is what the " +
  'vendor owes the market, a negative one what the market owes the vendor (for SNAP and incentive tokens). ' +
  'Record each payment here, either way; a payment entered by mistake is reversed, never edited.';

export function BalancesPage() {
  return (
    <PageLayout
      title="Vendor balances"
      subtitle="Who owes whom, and the payments that settle it."
      helpText={HELP}
    >
      <ChosenMarketContent>
        {(market) => <BalancesView key={market.id} market={market} />}
      </ChosenMarketContent>
    </PageLayout>
  );
}
