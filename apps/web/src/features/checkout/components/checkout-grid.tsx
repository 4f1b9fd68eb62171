import { formatCents, MAX_PAGE_SIZE } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { decodeVendorReport } from '@/entities/sales-reports/sales-report-money';
import { transactionsQueryOptions } from '@/entities/transactions/list-transactions';
import { usePrintReceipt } from '@/entities/transactions/print-receipt';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { inAttendanceOrder } from '../attendance-order';
import en from '../locales/en.json';
import { firstVendorToCheck, nextVendorToCheck } from '../next-vendor';
import { CheckoutGridRow, gridGrossId, SettledGridRow } from './checkout-grid-row';
import { useDayAttendance } from './use-day-attendance';

type CheckoutGridProps = {
  context: CheckoutDay;
  /** YYYY-MM-DD */
  marketDate: string;
  /** Back to the form (to overwrite a settled checkout, or to work offline). */
  /** Opens this vendor in the form (an overwrite, a change). */
  onOpenInForm: (marketVendorId: string) => void;
};

type BookedFigures = { grossCents: number; counts: Map<string, number>; owedCents: number };

// The day's booked checkouts by vendor, read from the day's transactions (the context only says who is done).
function useBookedFigures(context: CheckoutDay, marketDate: string): Map<string, BookedFigures> {
  const { data } = useQuery({
    ...transactionsQueryOptions({
      market_id: context.market_id,
      start_date: marketDate,
      end_date: marketDate,
      page: 0,
      page_size: MAX_PAGE_SIZE,
      totals: 'false',
    }),
    enabled: context.checked_out.length > 0,
  });
  return useMemo(
    () =>
      new Map(
        (data?.data ?? []).map((t) => [
          t.market_vendor_id,
          {
            grossCents: t.reported_gross_cents,
            counts: new Map(t.tokens.map((token) => [token.token_id, token.count])),
            owedCents: t.money_owed_cents,
          },
        ]),
      ),
    [data],
  );
}

// Issue 31, item 4: the checkout as a table for a tablet or a desk, one row per vendor in the form's list order.
// Tab goes from field to field in row order; Enter in a row settles it and puts the cursor in the next unsettled
// row's Gross (docs/product.md §2 "Checkout").
export function CheckoutGrid({ context, marketDate, onOpenInForm }: CheckoutGridProps) {
  const t = useMessages(en);
  const marks = useDayAttendance(context.market_id, marketDate);
  const vendors = useMemo(() => inAttendanceOrder(context.vendors, marks), [context.vendors, marks]);
  const expected = useMemo(
    () => vendors.filter((v) => marks.get(v.market_vendor_id) !== 'ABSENT'),
    [vendors, marks],
  );
  const { items } = useOutbox();
  const heldIds = useMemo(
    () =>
      new Set(
        items.flatMap((item) =>
          item.kind === 'checkout' &&
          item.marketId === context.market_id &&
          item.input.market_date === marketDate
            ? [item.input.market_vendor_id]
            : [],
        ),
      ),
    [items, context.market_id, marketDate],
  );
  const bookedIds = useMemo(
    () => new Map(context.checked_out.map((c) => [c.market_vendor_id, c.transaction_id])),
    [context.checked_out],
  );
  const settledIds = useMemo(() => new Set([...bookedIds.keys(), ...heldIds]), [bookedIds, heldIds]);
  const figures = useBookedFigures(context, marketDate);
  const print = usePrintReceipt('manager');

  // The row whose Gross gets the cursor once it has rendered: the first unsettled row to begin with.
  // Each request is a new object, so asking for the same row again still moves the cursor there.
  const [focus, setFocus] = useState<{ id: string } | null>(() => {
    const first = firstVendorToCheck({ vendors: expected, checkedOutIds: settledIds });
    return first ? { id: first.market_vendor_id } : null;
  });
  // A layout effect, not useEffect: the rows are on screen before an effect runs (in the next task, or just before
  // an input that comes sooner: lib/preact-options.ts), and on Preact's own timing a click into another cell had
  // its keys taken by a late focus() (docs/decisions/041-preact.md). This moves the cursor as the rows appear.
  useLayoutEffect(() => {
    if (focus) document.getElementById(gridGrossId(focus.id))?.focus();
  }, [focus]);
  const onSettled = useCallback(
    (vendorId: string) => {
      const next = nextVendorToCheck({
        vendors: expected,
        currentId: vendorId,
        checkedOutIds: new Set([...settledIds, vendorId]),
      });
      setFocus(next ? { id: next.market_vendor_id } : null);
    },
    [expected, settledIds],
  );

  return (
    // A wide day scrolls inside its card, never the page (docs DESIGN §8).
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('gridCaption')}</caption>
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className="min-w-32 px-2 py-2 font-medium">
              {t('vendor')}
            </th>
            <th scope="col" className="min-w-28 px-2 py-2 font-medium">
              {t('gross')}
            </th>
            {context.market_tokens.map((token) => (
              <th key={token.id} scope="col" className="min-w-16 px-2 py-2 font-medium">
                {token.name}
                <span className="block font-normal text-muted-foreground text-xs">
                  {t('each', { price: formatCents(token.value_cents) })}
                </span>
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('owed')}
            </th>
            <th scope="col" className="min-w-48 px-2 py-2 font-medium">
              {t('status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {vendors.map((vendor) => {
            const id = vendor.market_vendor_id;
            const absent = marks.get(id) === 'ABSENT';
            if (settledIds.has(id)) {
              const transactionId = bookedIds.get(id);
              return (
                <SettledGridRow
                  key={id}
                  context={context}
                  vendor={vendor}
                  booked={figures.get(id) ?? null}
                  held={!transactionId}
                  absent={absent}
                  onPrint={transactionId ? () => void print({ id: transactionId }) : null}
                  onOpenInForm={() => onOpenInForm(id)}
                />
              );
            }
            return (
              <CheckoutGridRow
                // A new version of the vendor's report starts the row again from its figures.
                key={`${id}:${vendor.vendor_report?.id ?? ''}`}
                context={context}
                marketDate={marketDate}
                vendor={vendor}
                report={vendor.vendor_report ? decodeVendorReport(vendor.vendor_report) : null}
                absent={absent}
                onSettled={onSettled}
                onOpenInForm={() => onOpenInForm(id)}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
