import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ParamMarket } from '../use-param-market';

export function InvalidMarketCard() {
  const t = useMessages(en);
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle>{t('invalidUrl')}</CardTitle>
        <CardDescription>{t('invalidUrlBody')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.markets}>{t('backToMarkets')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function MarketPageSkeleton() {
  const t = useMessages(en);
  return (
    <LoadingPlaceholders
      className="grid gap-4"
      label={t('loadingMarket')}
      placeholders={['h-32 w-full rounded-xl', 'h-48 w-full rounded-xl', 'h-48 w-full rounded-xl']}
    />
  );
}

// Whatever a market page shows while its market is not ready.
export function MarketUnavailable({ result }: { result: Exclude<ParamMarket, { state: 'ready' }> }) {
  if (result.state === 'invalid') return <InvalidMarketCard />;
  if (result.state === 'error') return <DataTableErrorCard error={result.error} />;
  return <MarketPageSkeleton />;
}

// A market page's whole page while its market is not ready: the page's title over whatever that state shows.
export function MarketUnavailablePage({
  title,
  result,
}: {
  title: string;
  result: Exclude<ParamMarket, { state: 'ready' }>;
}) {
  return (
    <PageLayout title={title}>
      <MarketUnavailable result={result} />
    </PageLayout>
  );
}
