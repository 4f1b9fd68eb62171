import { PageLayout } from '@/components/layouts/page-layout';
import { MarketUnavailablePage } from '@/features/markets/components/market-unavailable';
import { PublicPageForm } from '@/features/markets/components/public-page/public-page-form';
import { RulesForm } from '@/features/markets/components/rules-form';
import { useParamMarket } from '@/features/markets/use-param-market';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function MarketRulesPage() {
  const t = useMessages(en);
  const result = useParamMarket();
  if (result.state !== 'ready')
    return <MarketUnavailablePage title={t('marketRulesTitle')} result={result} />;
  return (
    <PageLayout title={t('marketRulesTitle')} subtitle={result.market.name} helpText={t('marketRulesHelp')}>
      <div className="grid gap-6">
        <RulesForm key={result.market.id} market={result.market} />
        {/* Rules for shoppers, on the market's public page (docs/product.md §18): a form of its own. */}
        <PublicPageForm key={`public-${result.market.id}`} market={result.market} />
      </div>
    </PageLayout>
  );
}
