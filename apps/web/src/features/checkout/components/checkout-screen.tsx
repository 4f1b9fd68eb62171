import { CloudOffIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paths } from '@/config/paths';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { useCheckoutDay } from '@/entities/checkout/get-checkout-context';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useOnline } from '@/lib/offline/use-online';
import type { CheckoutParams } from '../checkout-params';
import { CheckoutForm } from './checkout-form';
import { CheckoutSkeleton, NoVendorsCard } from './checkout-states';
import { LastRefreshed } from './last-refreshed';

type CheckoutScreenProps = { params: CheckoutParams; onCreateDayReport: () => void };

export const NOT_SAVED_OFFLINE = "You're offline and this market day isn't saved on this device.";

// Only chosen on a wide screen, so it is not part of the page's first load.
const CheckoutGrid = lazy(() => import('./checkout-grid').then((m) => ({ default: m.CheckoutGrid })));

export const VIEW_PARAM = 'view';
type CheckoutView = 'form' | 'grid';
const VIEWS = [
  { value: 'form', label: 'Form' },
  { value: 'grid', label: 'Grid' },
] as const;

// The grid is a choice from 768 px up (a tablet or a desk); below that the form only. The choice lives in the URL
// (`&view=grid`): the back button and a reload keep it, a link opens the same view, and it never follows the
// manager onto a phone or another market day unasked (docs/product.md §2).
function useCheckoutView() {
  const [search, setSearch] = useSearchParams();
  const isWide = useMediaQuery('(min-width: 768px)');
  const view: CheckoutView = isWide && search.get(VIEW_PARAM) === 'grid' ? 'grid' : 'form';
  const setView = (next: CheckoutView) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'grid') updated.set(VIEW_PARAM, 'grid');
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  return { view, setView, isWide };
}

function CheckoutViews({
  context,
  marketDate,
  onCreateDayReport,
}: {
  context: CheckoutDay;
  marketDate: string;
  onCreateDayReport: () => void;
}) {
  const { view, setView, isWide } = useCheckoutView();
  return (
    <>
      {isWide && (
        <div className="mb-4 flex">
          <SegmentedControl
            label="Checkout view"
            options={VIEWS}
            value={view}
            onChange={setView}
            className="w-auto"
          />
        </div>
      )}
      {view === 'grid' ? (
        <Suspense fallback={<CheckoutSkeleton />}>
          <CheckoutGrid
            key={`${context.market_id}:${marketDate}`}
            context={context}
            marketDate={marketDate}
            onOpenInForm={() => setView('form')}
          />
        </Suspense>
      ) : (
        <CheckoutForm
          // A new market or day starts a fresh form.
          key={`${context.market_id}:${marketDate}`}
          context={context}
          marketDate={marketDate}
          onCreateDayReport={onCreateDayReport}
        />
      )}
    </>
  );
}

function ChooseMarketDay() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.checkoutOptions}>Choose a Market and Date</Link>
    </Button>
  );
}

export function CheckoutScreen({ params, onCreateDayReport }: CheckoutScreenProps) {
  const { marketId, marketDate } = params;
  const query = useCheckoutDay({ marketId, marketDate });
  const online = useOnline();
  // Data first: a failed background refetch (flaky signal at the stall), or the day's data kept on the device
  // (issue 15) while offline, must not replace the form.
  if (query.data) {
    if (query.data.vendors.length === 0) return <NoVendorsCard />;
    return (
      <>
        <LastRefreshed updatedAt={query.dataUpdatedAt} online={online} />
        <CheckoutViews context={query.data} marketDate={marketDate} onCreateDayReport={onCreateDayReport} />
      </>
    );
  }
  // Nothing on the device and no network: the query waits (paused) for the network, so say why instead of spinning.
  if (!online || query.fetchStatus === 'paused') {
    return (
      <div className="grid justify-items-start gap-4">
        <p role="alert" className="flex items-center gap-2 font-medium">
          <CloudOffIcon aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
          {NOT_SAVED_OFFLINE}
        </p>
        <ChooseMarketDay />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-4">
        <DataTableErrorCard error={query.error} />
        <ChooseMarketDay />
      </div>
    );
  }
  return <CheckoutSkeleton />;
}
