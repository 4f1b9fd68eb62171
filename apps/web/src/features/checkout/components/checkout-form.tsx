import { zodResolver } from '@hookform/resolvers/zod';
import type { CheckoutContext } from '@marketday/shared';
import { ClipboardList, Printer } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  type CheckoutFormOutput,
  type CheckoutFormValues,
  checkoutFormSchema,
  emptyFormValues,
} from '../form-values';
import { CheckoutActionBar } from './checkout-action-bar';
import { ConflictDialog } from './conflict-dialog';
import { CustomFieldsCard } from './custom-fields-card';
import { DeliverReceiptDialog } from './deliver-receipt-dialog';
import { TokenFields } from './token-fields';
import { useCheckoutFlow } from './use-checkout-flow';
import { useReceiptDelivery } from './use-receipt-delivery';
import { VendorSection } from './vendor-section';

export type CheckoutFormProps = {
  context: CheckoutContext;
  /** YYYY-MM-DD */
  marketDate: string;
  onCreateDayReport: () => void;
};

export function CheckoutForm({ context, marketDate, onCreateDayReport }: CheckoutFormProps) {
  const resolver = useMemo(
    () => zodResolver(checkoutFormSchema(new Set(context.vendors.map((v) => v.market_vendor_id)))),
    [context.vendors],
  );
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver,
    mode: 'onChange',
    // docs/product.md §2: the first vendor is selected to begin with.
    defaultValues: emptyFormValues({ context, vendorId: context.vendors[0]?.market_vendor_id ?? '' }),
  });
  const { control, handleSubmit, setFocus } = form;
  const flow = useCheckoutFlow({ context, marketDate, form });
  const receipts = useReceiptDelivery({ onPrinted: flow.focusGross });
  const { latest } = flow;

  // Gross Profit is the first thing typed.
  useEffect(() => {
    setFocus('reported_gross');
  }, [setFocus]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        {latest && (
          <Button
            type="button"
            variant="outline"
            disabled={receipts.isPrinting}
            onClick={() => void receipts.print(latest.transactionId)}
          >
            <Printer aria-hidden="true" />
            Print Latest Reciept
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onCreateDayReport}>
          <ClipboardList aria-hidden="true" />
          Create Day Report
        </Button>
      </div>
      <form
        onSubmit={handleSubmit(flow.submit)}
        noValidate
        aria-label="Checkout"
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div className="grid min-w-0 gap-4">
          <VendorSection control={control} context={context} onPicked={flow.focusGross} />
          <TokenFields control={control} context={context} />
          <CustomFieldsCard control={control} fields={context.custom_fields} />
        </div>
        <CheckoutActionBar control={control} context={context} isPending={flow.isPending} />
      </form>
      <ConflictDialog
        conflict={flow.conflict}
        isOverwriting={flow.isOverwriting}
        onOverwrite={() => void flow.confirmOverwrite()}
        onCancel={flow.cancelConflict}
      />
      <DeliverReceiptDialog
        open={flow.isReceiptOpen}
        receipt={latest}
        onClose={flow.closeReceipt}
        onChoose={(choice) => {
          flow.closeReceipt();
          if (latest) receipts.deliver(latest, choice);
        }}
      />
    </div>
  );
}
