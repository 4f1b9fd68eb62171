import { CloudOffIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { paths } from '@/config/paths';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { useCheckoutDay } from '@/entities/checkout/get-checkout-context';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOnline } from '@/lib/offline/use-online';
import type { CheckoutParams } from '../checkout-params';
import en from '../locales/en.json';
import { CheckoutForm } from './checkout-form';
import { CheckoutSkeleton, NoVendorsCard } from './checkout-states';
import { LastRefreshed } from './last-refreshed';

type CheckoutScreenProps = { params: CheckoutParams; onCreateDayReport: () => void };

export const NOT_SAVED_OFFLINE = "You're offline and this market day isn't saved on this device.";

// Only chosen on a wide screen, so it is not part of the page's first load.
const CheckoutGrid = lazy(() => import('./checkout-grid').then((m) => ({ default: m.CheckoutGrid })));

export const VIEW_PARAM = 'view';
type CheckoutView = 'form' | 'grid';
const VIEWS: readonly { value: CheckoutView; label: 'viewForm' | 'viewGrid' }[] = [
  { value: 'form', label: 'viewForm' },
  { value: 'grid', label: 'viewGrid' },
];

// The grid is a choice from 768 px up (a tablet or a desk); below that the form only. The choice lives in the URL
// (`&view=grid`): a reload keeps it, a link opens the same view, and it never follows the manager onto a phone
// or another market day unasked (docs/product.md §2).
function useCheckoutView() {
  const [search] = useSearchParams();
  const isWide = useMediaQuery('(min-width: 768px)');
  const view: CheckoutView = isWide && search.get(VIEW_PARAM) === 'grid' ? 'grid' : 'form';
  const hrefOf = (next: CheckoutView) => {
    const updated = new URLSearchParams(search);
    if (next === 'grid') updated.set(VIEW_PARAM, 'grid');
    else updated.delete(VIEW_PARAM);
    return `?${updated.toString()}`;
  };
  return { view, hrefOf, isWide };
}

// Two links styled as a segmented switch: the view is a place in the URL, and links keep the checkout page's first
// load lighter than the Radix toggle group would (the page is at its bundle budget).
function ViewSwitch({ view, hrefOf }: { view: CheckoutView; hrefOf: (next: CheckoutView) => string }) {
  const t = useMessages(en);
  return (
    <nav aria-label={t('checkoutView')} className="mb-4 flex">
      <div className="inline-flex rounded-lg border bg-muted p-0.5">
        {VIEWS.map((option) => (
          <Link
            key={option.value}
            to={hrefOf(option.value)}
            replace
            aria-current={option.value === view ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-11 min-w-20 items-center justify-center rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              option.value === view && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t(option.label)}
          </Link>
        ))}
      </div>
    </nav>
  );
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
  const { view, hrefOf, isWide } = useCheckoutView();
  const navigate = useNavigate();
  // The vendor a grid row sends to the form (to overwrite or change their checkout).
  const [formVendor, setFormVendor] = useState<string | undefined>(undefined);
  return (
    <>
      {isWide && <ViewSwitch view={view} hrefOf={hrefOf} />}
      {view === 'grid' ? (
        <Suspense fallback={<CheckoutSkeleton />}>
          <CheckoutGrid
            key={`${context.market_id}:${marketDate}`}
            context={context}
            marketDate={marketDate}
            onOpenInForm={(vendorId) => {
              setFormVendor(vendorId);
              navigate(hrefOf('form'), { replace: true });
            }}
          />
        </Suspense>
      ) : (
        <CheckoutForm
          // A new market or day starts a fresh form.
          key={`${context.market_id}:${marketDate}`}
          context={context}
          marketDate={marketDate}
          initialVendorId={formVendor}
          onCreateDayReport={onCreateDayReport}
        />
      )}
    </>
  );
}

function ChooseMarketDay() {
  const t = useMessages(en);
  return (
    <Button asChild variant="outline">
      <Link to={paths.checkoutOptions}>{t('chooseMarketAndDate')}</Link>
    </Button>
  );
}

export function CheckoutScreen({ params, onCreateDayReport }: CheckoutScreenProps) {
  const t = useMessages(en);
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
          {t('notSavedOffline')}
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
