import {
  CHECKOUT_MESSAGES,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutResult,
  type CheckoutVendor,
  DIALOG_EXIT_MS,
  formatDisplayDate,
} from '@marketday/shared';
import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { conflictTransactionId, useOverwriteCheckout, useSubmitCheckout } from '@/lib/api/checkout';
import { applyServerErrors } from '@/lib/apply-server-errors';
import {
  type CheckoutFormOutput,
  type CheckoutFormValues,
  emptyFormValues,
  toCheckoutInput,
} from '../form-values';
import type { ConflictInfo } from './conflict-dialog';
import type { ReceiptTarget } from './deliver-receipt-dialog';

type CheckoutFlowArgs = {
  context: CheckoutContext;
  marketDate: string;
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
};

type Conflict = { input: CheckoutInput; vendor: CheckoutVendor };

// Submit → success (receipt) or 409 (conflict → overwrite) or an error toast (docs/product.md §4, §8).
export function useCheckoutFlow({ context, marketDate, form }: CheckoutFlowArgs) {
  const { reset, setFocus } = form;
  const { showSuccess, showError } = useAlerts();
  const create = useSubmitCheckout({ marketId: context.market_id });
  const overwrite = useOverwriteCheckout({ marketId: context.market_id });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [latest, setLatest] = useState<ReceiptTarget | null>(null);
  const [isReceiptOpen, setIsReceiptOpen] = useState(false);
  const inFlight = useRef(false);

  const focusGross = useCallback(() => setFocus('reported_gross'), [setFocus]);

  // A field the server names shows its message there; anything else is a toast.
  function showRefusal(error: unknown) {
    const message = applyServerErrors(form, error);
    if (message) showError(message);
  }

  function finish({
    result,
    message,
    vendor,
  }: {
    result: CheckoutResult;
    message: string;
    vendor: CheckoutVendor;
  }) {
    showSuccess(message);
    // Ready for the next entry: same vendor, blank figures, cursor in Gross Profit. Focusing before the
    // receipt dialog opens makes the dialog hand focus back there when it closes.
    reset(emptyFormValues({ context, vendorId: vendor.market_vendor_id }));
    focusGross();
    setLatest({
      transactionId: result.data.id,
      vendorName: vendor.business_name,
      receiptEmail: vendor.receipt_email,
    });
    setIsReceiptOpen(true);
  }

  async function submit(values: CheckoutFormOutput) {
    const vendor = context.vendors.find((v) => v.market_vendor_id === values.market_vendor_id);
    if (!vendor) {
      showError(CHECKOUT_MESSAGES.vendorNotFound);
      return;
    }
    // A double tap or a second Enter must not start a second attempt.
    if (inFlight.current) return;
    inFlight.current = true;
    const input = toCheckoutInput({ values, marketDate, vendor });
    try {
      finish({ result: await create.submit(input), message: CHECKOUT_MESSAGES.submitted, vendor });
    } catch (error) {
      if (conflictTransactionId(error)) setConflict({ input, vendor });
      else showRefusal(error);
    } finally {
      inFlight.current = false;
    }
  }

  async function confirmOverwrite() {
    if (!conflict) return;
    try {
      const result = await overwrite.mutateAsync(conflict.input);
      setConflict(null);
      finish({ result, message: CHECKOUT_MESSAGES.updated, vendor: conflict.vendor });
    } catch (error) {
      showRefusal(error);
    }
  }

  function closeReceipt() {
    setIsReceiptOpen(false);
    // After the exit animation and Radix's own focus return (which may target a dialog that is gone).
    window.setTimeout(focusGross, DIALOG_EXIT_MS + 50);
  }

  const conflictInfo: ConflictInfo | null = conflict
    ? { businessName: conflict.vendor.business_name, displayDate: formatDisplayDate(marketDate) }
    : null;

  return {
    submit,
    isPending: create.isPending || overwrite.isPending,
    conflict: conflictInfo,
    confirmOverwrite,
    cancelConflict: () => setConflict(null),
    isOverwriting: overwrite.isPending,
    latest,
    isReceiptOpen,
    closeReceipt,
    focusGross,
  };
}
