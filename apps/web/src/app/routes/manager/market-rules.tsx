import { PageLayout } from '@/components/layouts/page-layout';
import { MarketUnavailablePage } from '@/features/markets/components/market-unavailable';
import { PublicPageForm } from '@/features/markets/components/public-page/public-page-form';
import { RulesForm } from '@/features/markets/components/rules-form';
import { useParamMarket } from '@/features/markets/use-param-market';

export function MarketRulesPage() {
  const result = useParamMarket();
  if (result.state !== 'ready') return <MarketUnavailablePage title="Market Rules" result={result} />;
  return (
    <PageLayout
      title="Market Rules"
      subtitle={result.market.name}
      helpText="What vendors agree to when they sell at this market. Leave a section empty to skip it."
    >
      <div className="grid gap-6">
        <RulesForm key={result.market.id} market={result.market} />
        {/* Rules for shoppers, on the market's public page (docs/product.md §18): a form of its own. */}
        <PublicPageForm key={`public-${result.market.id}`} market={result.market} />
      </div>
    </PageLayout>
  );
}
