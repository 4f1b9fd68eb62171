import { CloudOffIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useCheckoutDay } from '@/entities/checkout/get-checkout-context';
import { useOnline } from '@/lib/offline/use-online';
import type { CheckoutParams } from '../checkout-params';
import { CheckoutForm } from './checkout-form';
import { CheckoutSkeleton, NoVendorsCard } from './checkout-states';
import { LastRefreshed } from './last-refreshed';

type CheckoutScreenProps = { params: CheckoutParams; onCreateDayReport: () => void };

export const NOT_SAVED_OFFLINE = "You're offline and this market day isn't saved on this device.";

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
        <CheckoutForm
          // A new market or day starts a fresh form.
          key={`${marketId}:${marketDate}`}
          context={query.data}
          marketDate={marketDate}
          onCreateDayReport={onCreateDayReport}
        />
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
