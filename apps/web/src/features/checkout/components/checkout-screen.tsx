import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useCheckoutContext } from '@/lib/api/checkout';
import type { CheckoutParams } from '../checkout-params';
import { CheckoutForm } from './checkout-form';
import { CheckoutSkeleton, NoVendorsCard } from './checkout-states';

type CheckoutScreenProps = { params: CheckoutParams; onCreateDayReport: () => void };

export function CheckoutScreen({ params, onCreateDayReport }: CheckoutScreenProps) {
  const { marketId, marketDate } = params;
  const query = useCheckoutContext({ marketId, marketDate });
  // Data first: a failed background refetch (flaky signal at the stall) must not replace the form.
  if (query.data) {
    if (query.data.vendors.length === 0) return <NoVendorsCard />;
    return (
      <CheckoutForm
        // A new market or day starts a fresh form.
        key={`${marketId}:${marketDate}`}
        context={query.data}
        marketDate={marketDate}
        onCreateDayReport={onCreateDayReport}
      />
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-4">
        <DataTableErrorCard error={query.error} />
        <Button asChild variant="outline">
          <Link to={paths.checkoutOptions}>Choose a Market and Date</Link>
        </Button>
      </div>
    );
  }
  return <CheckoutSkeleton />;
}
