import { CHECKOUT_TOKEN_MESSAGES, SALES_REPORT_MESSAGES } from '@marketday/shared';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  type CheckoutDay,
  type CheckoutDayVendor,
  encodeCheckoutDraft,
} from '@/entities/checkout/checkout-money';
import { conflictTransactionId, useSubmitCheckout, wasCancelled } from '@/entities/checkout/write-checkout';
import type { VendorReportInCents } from '@/entities/sales-reports/sales-report-money';
import { getErrorMessage } from '@/lib/api-client';
import { isOffline, shouldQueue } from '@/lib/offline/network';
import { checkoutFormSchema } from '../checkout-form-schema';
import {
  type CheckoutFormValues,
  differsFromReport,
  emptyFormValues,
  reportFormValues,
  TOKEN_GONE,
  toCheckoutDraft,
} from '../form-values';
import { type GrossCheck, grossDoubtInCents } from './gross-doubt';

export const GRID_OFFLINE = 'Grid needs a connection; use the form';
export const GRID_CONFLICT = 'Already checked out — open in the form to overwrite';
// The grid has no cell for a token the market no longer lists, so its count cannot be set to 0 here.
export const GRID_TOKEN_GONE = CHECKOUT_TOKEN_MESSAGES.gridTokenGone;

/** What the Status cell says about a row not yet settled. */
// Messages are kept as made (the shared rules' English, the server's answer) and said in the reader's language when
// the cell draws them (checkout-grid-row).
export type GridRowStatus =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'error'; messages: string[] }
  | { kind: 'doubt'; check: GrossCheck }
  | { kind: 'conflict' }
  | { kind: 'offline' };

type GridRowArgs = {
  context: CheckoutDay;
  marketDate: string;
  vendor: CheckoutDayVendor;
  report: VendorReportInCents | null;
  onSettled: (vendorId: string) => void;
};

function fieldErrorsOf(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

// One row of the grid: its figures, and Enter's settle (the form's schema and messages, the checkout entity's
// submit with a key per attempt, reused when the same figures are sent again after no answer).
export function useGridRow({ context, marketDate, vendor, report, onSettled }: GridRowArgs) {
  const vendorId = vendor.market_vendor_id;
  // Rebuilt when the day's vendors or tokens change, not with every booking's new day (200 rows on a big day).
  const { vendors, market_tokens } = context;
  const schema = useMemo(
    () => checkoutFormSchema({ vendors, market_tokens }, vendorId),
    [vendors, market_tokens, vendorId],
  );
  const [values, setValues] = useState<CheckoutFormValues>(() =>
    report ? reportFormValues({ context, vendorId, report }) : emptyFormValues({ context, vendorId }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<GridRowStatus>({ kind: 'ready' });
  // The gross the manager already said yes to (Enter a second time on a doubted figure).
  const doubtedGross = useRef<number | null>(null);
  const inFlight = useRef(false);
  const create = useSubmitCheckout({ marketId: context.market_id });
  const adjusting = report !== null && differsFromReport(values, report);

  function change(next: Partial<CheckoutFormValues>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    setStatus({ kind: 'ready' });
  }

  async function settle() {
    if (inFlight.current) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      const messages = new Set(Object.values(found).map((m) => (m === TOKEN_GONE ? GRID_TOKEN_GONE : m)));
      setStatus({ kind: 'error', messages: [...messages] });
      return;
    }
    const output = { ...parsed.data, adjust_reason: adjusting ? parsed.data.adjust_reason : '' };
    // Changing a vendor's figures is said to them: the reason comes first (the server asks too).
    if (adjusting && !output.adjust_reason.trim()) {
      const message = SALES_REPORT_MESSAGES.adjustReasonRequired;
      setErrors({ adjust_reason: message });
      setStatus({ kind: 'error', messages: [message] });
      return;
    }
    const doubt = grossDoubtInCents({
      grossCents: output.reported_gross,
      largestCents: vendor.largest_gross_cents,
    });
    if (doubt && doubtedGross.current !== output.reported_gross) {
      doubtedGross.current = output.reported_gross;
      setStatus({
        kind: 'doubt',
        check: { gross: output.reported_gross, vendorName: vendor.business_name, doubt },
      });
      return;
    }
    if (isOffline()) {
      setStatus({ kind: 'offline' });
      return;
    }
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      await create.submit(encodeCheckoutDraft(toCheckoutDraft({ values: output, marketDate, vendor })));
      onSettled(vendorId);
    } catch (error) {
      if (conflictTransactionId(error)) setStatus({ kind: 'conflict' });
      else if (shouldQueue(error) || wasCancelled(error)) setStatus({ kind: 'offline' });
      else setStatus({ kind: 'error', messages: [getErrorMessage(error)] });
    } finally {
      inFlight.current = false;
    }
  }

  return { values, errors, status, adjusting, change, settle };
}
