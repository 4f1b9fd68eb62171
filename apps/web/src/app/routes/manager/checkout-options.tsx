import { PageLayout } from '@/components/layouts/page-layout';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useMarkets } from '@/entities/markets/list-markets';
import { CheckoutOptions } from '@/features/checkout/components/checkout-options';
import { NoMarketsCard } from '@/features/checkout/components/checkout-states';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function CheckoutOptionsPage() {
  const t = useMessages(en);
  const markets = useMarkets();
  return (
    <PageLayout title={t('checkoutTitle')} subtitle={t('checkoutOptionsSubtitle')}>
      {markets.data ? (
        markets.data.length === 0 ? (
          <NoMarketsCard />
        ) : (
          <CheckoutOptions markets={markets.data} />
        )
      ) : markets.isError ? (
        <DataTableErrorCard error={markets.error} />
      ) : (
        <LoadingPlaceholders
          className="grid gap-3 sm:grid-cols-2"
          placeholders={['h-24 w-full rounded-xl', 'h-24 w-full rounded-xl']}
        />
      )}
    </PageLayout>
  );
}
