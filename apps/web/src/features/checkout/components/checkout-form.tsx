import { SALES_REPORT_MESSAGES } from '@marketday/shared';
import { ClipboardList } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { DayReportAction } from '@/components/layouts/day-report-action';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import uiEn from '@/components/ui/locales/en.json';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { decodeVendorReport } from '@/entities/sales-reports/sales-report-money';
import { afterNextPaint } from '@/lib/after-first-screen';
import { useMessages } from '@/lib/i18n/use-messages';
import { lazyModule } from '@/lib/lazy-module';
import { isOffline } from '@/lib/offline/network';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { inAttendanceOrder } from '../attendance-order';
import {
  type CheckoutFormOutput,
  type CheckoutFormValues,
  carryTokenCounts,
  differsFromReport,
  emptyFormValues,
  isBlankForm,
  reportFormValues,
} from '../form-values';
import { lazyCheckoutResolver, newLazyCheckState } from '../lazy-checkout-resolver';
import en from '../locales/en.json';
import { firstVendorToCheck, nextVendorToCheck } from '../next-vendor';
import { directReceipt, directReceiptNotice } from '../receipt-preference';
import { AdjustReasonField } from './adjust-reason-field';
import { CheckoutActionBar } from './checkout-action-bar';
import { ConflictDialog } from './conflict-dialog';
import { CustomFieldsCard } from './custom-fields-card';
import { DeliverReceiptDialog } from './deliver-receipt-dialog';
import { GrossDoubtDialog } from './gross-doubt-dialog';
import { LastCheckoutStrip } from './last-checkout-strip';
import { ReportsWaiting } from './reports-waiting';
import { SendReportLinksButton } from './send-report-links-button';
import { TokenFields } from './token-fields';
import { useCheckoutFlow } from './use-checkout-flow';
import { useDayAttendance } from './use-day-attendance';
import { useReceiptDelivery } from './use-receipt-delivery';
import { VendorProgress } from './vendor-progress';
import { VendorReportBanner } from './vendor-report-banner';
import { VendorSection } from './vendor-section';

// The form's schema, with zod and its resolver, after the first screen (docs/decisions/038-page-weight-and-first-screen.md).
const checkoutSchema = lazyModule(() => import('../checkout-form-schema'));

export type CheckoutFormProps = {
  context: CheckoutDay;
  /** YYYY-MM-DD */
  marketDate: string;
  /** A vendor to open on (from the grid's "Open in the form"), instead of the first still to settle. */
  initialVendorId?: string | undefined;
  onCreateDayReport: () => void;
};

export function CheckoutForm({ context, marketDate, initialVendorId, onCreateDayReport }: CheckoutFormProps) {
  const t = useMessages(en);
  const unavailable = useMessages(uiEn)('partUnavailable');
  // The form's check, its schema loaded after the first screen (lazy-checkout-resolver.ts), made again for each
  // day's vendors and tokens; `recheck` and `fieldError` are set once the form exists.
  const checkState = useRef(newLazyCheckState());
  // From the form's first paint, a check is the manager's (typing, a pick, a submit) and fetches the schema at once.
  useEffect(
    () =>
      afterNextPaint(() => {
        checkState.current.drawn = true;
      }),
    [],
  );
  const recheck = useRef<(names: string[]) => void>(() => {});
  const fieldError = useRef<(name: string) => { type?: string | undefined } | undefined>(() => undefined);
  const resolver = useMemo<Resolver<CheckoutFormValues, unknown, CheckoutFormOutput>>(
    () =>
      lazyCheckoutResolver({
        day: { vendors: context.vendors, market_tokens: context.market_tokens },
        schema: checkoutSchema,
        state: checkState.current,
        unavailable,
        errorOf: (name) => fieldError.current(name),
        recheck: (names) => recheck.current(names),
      }),
    [context.vendors, context.market_tokens, unavailable],
  );
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver,
    mode: 'onChange',
    // docs/product.md §2: the first vendor not yet checked out is selected to begin with.
    defaultValues: emptyFormValues({
      context,
      vendorId:
        initialVendorId ??
        firstVendorToCheck({
          vendors: context.vendors,
          checkedOutIds: new Set(context.checked_out.map((c) => c.market_vendor_id)),
        })?.market_vendor_id ??
        '',
    }),
  });
  const { control, handleSubmit, reset, getValues, setValue, watch, setError, trigger } = form;
  recheck.current = (names) => void trigger(names as (keyof CheckoutFormValues)[]);
  fieldError.current = (name) => form.getFieldState(name as keyof CheckoutFormValues).error;
  // The day is fetched again while the screen is open (reconnect, the kept days' refresh, a confirmed report), and
  // another device may have added, removed, renamed or moved a token meanwhile. The form holds the counts in an
  // array (the API's shape, and the paths of the server's field errors), so each count is carried to its token's
  // new place by id before anything is typed again: by place, 10 Market Bucks would show, and then be changed and
  // sent, as 10 of whichever token took that place (form-values carryTokenCounts; token-fields finds each field's
  // entry by id). Before paint, so a new token's field comes with the list that brought it.
  // The counts are judged again whenever the day's tokens or vendors change, moved or not: a removed token that was
  // last in the list stays where it was, and a token given back to the market clears its refusal.
  const judgedDay = useRef({ tokens: context.market_tokens, vendors: context.vendors });
  useLayoutEffect(() => {
    const tokens = getValues('tokens');
    const carried = carryTokenCounts(tokens, context.market_tokens);
    if (carried !== tokens) setValue('tokens', carried, { shouldValidate: true });
    else if (
      judgedDay.current.tokens !== context.market_tokens ||
      judgedDay.current.vendors !== context.vendors
    )
      void trigger('tokens');
    judgedDay.current = { tokens: context.market_tokens, vendors: context.vendors };
  }, [context.market_tokens, context.vendors, getValues, setValue, trigger]);
  // Set by Confirm on a vendor's report until the booking is answered (see onBooked).
  const confirmingReport = useRef(false);
  // Adjust mode: chosen with Adjust for this report (a refused or held-back Confirm leaves the figures, not the mode).
  const [adjustingId, setAdjustingId] = useState<string | null>(null);
  const { showSuccess } = useAlerts();
  const flow = useCheckoutFlow({
    context,
    marketDate,
    form,
    // A vendor's standing receipt choice is carried out without the dialog, and the form moves on at once.
    // A confirmed report needs no receipt step either: the vendor has their figures, and their inbox the receipt
    // (Print Latest Reciept stays on the strip).
    onBooked: (vendor, target) => {
      const fromReport = confirmingReport.current;
      confirmingReport.current = false;
      const choice = directReceipt(vendor.receipt_preference, target);
      if (!choice && !fromReport) return false;
      if (choice) {
        const notice = directReceiptNotice(choice, vendor.business_name);
        if (choice === 'none') showSuccess(notice);
        else void receipts.deliver(target, choice, { notice });
      } else if (!target.pending) showSuccess(t('confirmedReport', { name: vendor.business_name }));
      if (next) switchVendor(next.market_vendor_id);
      return true;
    },
  });
  // A receipt prints after the server's answer, by when the manager may be typing the next vendor's figures.
  const receipts = useReceiptDelivery({ context, onPrinted: flow.returnToGross });
  const { latest, focusGross, returnToGross } = flow;
  const vendorId = useWatch({ control, name: 'market_vendor_id' });
  const { items: held } = useOutbox();
  // Booked on the server, or held on this device to be sent: either way that vendor is done for the day.
  const checkedOutIds = useMemo(
    () =>
      new Set([
        ...context.checked_out.map((c) => c.market_vendor_id),
        ...held.flatMap((item) =>
          item.kind === 'checkout' &&
          item.marketId === context.market_id &&
          item.input.market_date === marketDate
            ? [item.input.market_vendor_id]
            : [],
        ),
      ]),
    [context.checked_out, context.market_id, held, marketDate],
  );
  const marks = useDayAttendance(context.market_id, marketDate);
  const vendors = useMemo(() => inAttendanceOrder(context.vendors, marks), [context.vendors, marks]);
  // The next vendor is one who came or may still come: the absent are not waited for.
  const expected = useMemo(
    () => vendors.filter((v) => marks.get(v.market_vendor_id) !== 'ABSENT'),
    [vendors, marks],
  );
  const next = nextVendorToCheck({ vendors: expected, currentId: vendorId, checkedOutIds });

  // Until the manager picks a vendor, types or submits, the opening vendor moves on from one found to be done
  // already: the checkouts this device still holds load a moment after the screen does.
  const untouched = useRef(initialVendorId === undefined);
  // Another vendor starts from blank figures: a gross typed for one vendor is never booked for another.
  const startVendor = useCallback(
    (id: string) => {
      untouched.current = false;
      reset(emptyFormValues({ context, vendorId: id }));
    },
    [context, reset],
  );

  // Any figure typed counts as the manager's choice, even once cleared again.
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') untouched.current = false;
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  // The day's attendance (the list's order, the absent) also arrives after the screen: the same rule again.
  useEffect(() => {
    if (!untouched.current || !isBlankForm(getValues())) return;
    const first = firstVendorToCheck({ vendors: expected, checkedOutIds });
    if (first && first.market_vendor_id !== vendorId) {
      reset(emptyFormValues({ context, vendorId: first.market_vendor_id }));
    }
  }, [checkedOutIds, context, expected, getValues, reset, vendorId]);
  // The chosen vendor's own report of the day, while the day is not booked (docs/product.md "Vendors report their
  // sales").
  const chosen = context.vendors.find((v) => v.market_vendor_id === vendorId);
  const report =
    chosen?.vendor_report && !checkedOutIds.has(chosen.market_vendor_id)
      ? decodeVendorReport(chosen.vendor_report)
      : null;
  const submit = handleSubmit((values) => {
    untouched.current = false;
    // Changing a vendor's figures is said to them: the reason comes first (the server asks too). Figures changed
    // after a refused Confirm (a token the vendor reported that the market has removed since, set to 0) are an
    // Adjust as well: the reason's field opens.
    const changed =
      report !== null && values.sales_report_id === report.id && differsFromReport(values, report);
    if (
      values.sales_report_id &&
      (adjustingId === values.sales_report_id || changed) &&
      !values.adjust_reason.trim()
    ) {
      setAdjustingId(values.sales_report_id);
      setError(
        'adjust_reason',
        { message: SALES_REPORT_MESSAGES.adjustReasonRequired },
        { shouldFocus: true },
      );
      return;
    }
    return flow.submit(values);
  });

  const salesReportId = useWatch({ control, name: 'sales_report_id' });
  const adjusting = report !== null && salesReportId === report.id && adjustingId === report.id;
  function confirmReport() {
    if (!report) return;
    untouched.current = false;
    confirmingReport.current = true;
    reset(reportFormValues({ context, vendorId, report }));
    // Booked, the flag was spent by onBooked; refused or held back (a doubt, a conflict), the figures stay to look at.
    void submit().finally(() => {
      confirmingReport.current = false;
    });
  }
  function adjustReport() {
    if (!report) return;
    untouched.current = false;
    reset(reportFormValues({ context, vendorId, report }));
    // A count the report holds that cannot be booked is marked at once: the reset clears every mark, and Submit
    // stays off until it is taken out (tokenCountRefusal).
    void trigger('tokens');
    setAdjustingId(report.id);
    focusGross();
  }
  const switchVendor = useCallback(
    (id: string) => {
      startVendor(id);
      focusGross();
    },
    [startVendor, focusGross],
  );

  // Gross Profit is the first thing typed.
  useEffect(() => {
    focusGross();
  }, [focusGross]);

  // After the receipt step (a choice, Skip, or closing the dialog) the form moves on to the next vendor still to
  // settle (docs/decisions/033-checkout-moves-on.md); the strip keeps the one just settled, and its receipt.
  // Focus goes to Gross Profit once the dialog has gone (grossAfterDialog).
  function closeReceiptAndMoveOn() {
    flow.closeReceipt();
    if (next) startVendor(next.market_vendor_id);
  }

  return (
    // One column that never grows past the page: a long vendor name truncates instead of widening it.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      {latest && (
        <LastCheckoutStrip
          latest={latest}
          isPrinting={receipts.isPrinting}
          onPrint={() => void receipts.print(latest)}
          nextVendorName={next?.business_name ?? null}
          onNext={() => next && switchVendor(next.market_vendor_id)}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {/* Vendors without an account report the day through a signed link (docs/product.md "Report links"). */}
        <SendReportLinksButton marketId={context.market_id} marketDate={marketDate} disabled={isOffline()} />
        {/* The page's DayReportButton (it reads 'Edit Day Report' when the night has one), else this. */}
        <DayReportAction
          fallback={
            <Button type="button" variant="outline" onClick={onCreateDayReport}>
              <ClipboardList aria-hidden="true" />
              {t('createDayReport')}
            </Button>
          }
        />
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('checkoutForm')}
        data-checkout-form
        className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div className="grid min-w-0 gap-4">
          {report && (
            <VendorReportBanner
              report={report}
              onConfirm={confirmReport}
              onAdjust={adjustReport}
              adjusting={adjusting}
              busy={flow.isPending}
            />
          )}
          <VendorSection
            control={control}
            context={context}
            vendors={vendors}
            checkedOutIds={checkedOutIds}
            // The picker moves focus on to Gross Profit itself once its list has closed (from a timer, so a fast
            // hand may be in a token field by then: it stays there).
            onVendorChange={startVendor}
            onPicked={() => {
              untouched.current = false;
              returnToGross();
            }}
          />
          {adjusting && <AdjustReasonField control={control} />}
          <TokenFields control={control} context={context} reportTokens={report?.tokens} />
          <CustomFieldsCard control={control} fields={context.custom_fields} />
        </div>
        <CheckoutActionBar
          control={control}
          context={context}
          isPending={flow.isPending}
          onCancel={flow.cancelRequest}
        />
      </form>
      <ReportsWaiting
        day={context}
        checkedOutIds={checkedOutIds}
        onPick={switchVendor}
        offline={isOffline()}
      />
      <VendorProgress
        vendors={vendors}
        marks={marks}
        checkedOutIds={checkedOutIds}
        currentId={vendorId}
        onPick={switchVendor}
      />
      <GrossDoubtDialog
        check={flow.doubt}
        onConfirm={flow.confirmDoubt}
        onCancel={flow.cancelDoubt}
        onCloseAutoFocus={flow.grossAfterDialog}
      />
      <ConflictDialog
        conflict={flow.conflict}
        isOverwriting={flow.isOverwriting}
        onOverwrite={() => void flow.confirmOverwrite()}
        onCancel={flow.cancelConflict}
      />
      <DeliverReceiptDialog
        open={flow.isReceiptOpen}
        receipt={latest}
        nextVendorName={next?.business_name ?? null}
        onClose={closeReceiptAndMoveOn}
        onCloseAutoFocus={flow.grossAfterDialog}
        onChoose={(choice) => {
          closeReceiptAndMoveOn();
          if (latest) void receipts.deliver(latest, choice);
        }}
      />
    </div>
  );
}
