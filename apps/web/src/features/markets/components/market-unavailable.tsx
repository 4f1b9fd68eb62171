import { Link } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { paths } from '@/config/paths';
import type { ParamMarket } from '../use-param-market';

export function InvalidMarketCard() {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle>Invalid URL Parameters</CardTitle>
        <CardDescription>This link does not point to one of your markets.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to={paths.markets}>Back to Markets</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function MarketPageSkeleton() {
  return (
    <LoadingPlaceholders
      className="grid gap-4"
      label="Loading market…"
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
