import { CHECKOUT_TOKEN_MESSAGES, formatCents } from '@marketday/shared';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { Modal } from '@/components/ui/modal';
import { tokenCountRefusal } from '@/entities/checkout/checkout-day-totals';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { useConfirmSalesReports } from '@/entities/sales-reports/confirm-sales-reports';
import { decodeVendorReport, type VendorReportInCents } from '@/entities/sales-reports/sales-report-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { vendorReportText } from './vendor-report-banner';

type Waiting = {
  marketVendorId: string;
  businessName: string;
  report: VendorReportInCents;
  /**
   * The report counts a token the market has removed since, or one the vendor's type may no longer be paid with: it
   * cannot be booked as sent (the server refuses it, and the form keeps the count until the manager adjusts it:
   * tokenCountRefusal), so the batch leaves it out.
   */
  tokenGone: boolean;
};

/**
 * The vendors whose own report of the day waits for the manager: sent, and the day not yet booked on the server
 * or held on this device to be sent (`checkedOutIds`: booking the report as well would meet the held checkout as a
 * conflict).
 */
export function reportsWaiting(
  day: Pick<CheckoutDay, 'vendors' | 'market_tokens'>,
  checkedOutIds: ReadonlySet<string>,
): Waiting[] {
  return day.vendors.flatMap((vendor) => {
    if (!vendor.vendor_report || checkedOutIds.has(vendor.market_vendor_id)) return [];
    const report = decodeVendorReport(vendor.vendor_report);
    const tokenGone = report.tokens.some(
      (token) => tokenCountRefusal(day, vendor.market_vendor_id, token) !== null,
    );
    return [
      { marketVendorId: vendor.market_vendor_id, businessName: vendor.business_name, report, tokenGone },
    ];
  });
}

type ReportsWaitingProps = {
  day: CheckoutDay;
  /** Booked on the server or held on this device (the form's own list). */
  checkedOutIds: ReadonlySet<string>;
  /** Opens the vendor in the form (to look, confirm or adjust one at a time). */
  onPick: (marketVendorId: string) => void;
  offline: boolean;
};

// The day's reports waiting to be confirmed, and "Confirm all unchanged" with a review of every figure first
// (docs/product.md "Vendors report their sales").
export function ReportsWaiting({ day, checkedOutIds, onPick, offline }: ReportsWaitingProps) {
  const t = useMessages(en);
  const waiting = reportsWaiting(day, checkedOutIds);
  const ready = waiting.filter((item) => !item.tokenGone);
  const [reviewing, setReviewing] = useState(false);
  const [failed, setFailed] = useState<{ name: string; message: string }[]>([]);
  const confirm = useConfirmSalesReports({ marketId: day.market_id, marketDate: day.market_date });
  if (waiting.length === 0 && failed.length === 0) return null;

  async function confirmAll() {
    const outcome = await confirm.mutateAsync(ready.map((w) => w.report.id));
    const nameOf = new Map(ready.map((w) => [w.report.id, w.businessName]));
    setFailed(outcome.failed.map((f) => ({ name: nameOf.get(f.id) ?? '', message: f.message })));
    setReviewing(false);
  }

  return (
    <section aria-labelledby="reports-waiting" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reports-waiting" className="flex items-center gap-2 font-semibold text-sm">
          <ClipboardList className="size-4 text-primary" aria-hidden="true" />
          {t('reportsWaiting', { count: waiting.length })}
        </h2>
        {ready.length > 0 && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setReviewing(true)}
            disabled={offline}
            title={offline ? t('confirmAllOffline') : undefined}
          >
            {t('confirmAllUnchanged')}
          </Button>
        )}
      </div>
      <ul className="grid gap-1 text-sm">
        {waiting.map((item) => (
          <li key={item.marketVendorId}>
            <button
              type="button"
              className="w-full rounded-md px-2 py-1.5 text-left hover:bg-muted focus-visible:bg-muted"
              onClick={() => onPick(item.marketVendorId)}
            >
              <span className="block break-words font-medium">{item.businessName}</span>
              <span className="block text-muted-foreground text-xs">{vendorReportText(item.report)}</span>
              {item.tokenGone && (
                <span className="block text-destructive text-xs" data-report-token-gone>
                  {sayShared(CHECKOUT_TOKEN_MESSAGES.reportTokenGone)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {failed.length > 0 && (
        <FormBanner variant="error">
          <p>{t('notConfirmed')}</p>
          <ul>
            {failed.map((f) => (
              <li key={f.name}>
                {f.name}: {f.message}
              </li>
            ))}
          </ul>
        </FormBanner>
      )}
      <Modal
        open={reviewing}
        onOpenChange={setReviewing}
        onConfirm={confirmAll}
        loading={confirm.isPending}
        title={t('confirmAllUnchanged')}
        subtitle={t('bookReports', { count: ready.length })}
        confirmText={t('confirmCount', { count: ready.length })}
      >
        <table className="w-full text-sm tabular-nums">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-medium">{t('vendor')}</th>
              <th className="py-1 text-right font-medium">{t('gross')}</th>
              <th className="py-1 text-right font-medium">{t('owed')}</th>
            </tr>
          </thead>
          <tbody>
            {ready.map((item) => (
              <tr key={item.marketVendorId} className="border-t">
                <td className="break-words py-1 pr-2">{item.businessName}</td>
                <td className="py-1 text-right">{formatCents(item.report.gross_cents)}</td>
                <td className="py-1 text-right">{formatCents(item.report.money_owed_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {ready.length < waiting.length && (
          <p className="mt-3 text-muted-foreground text-sm" data-left-out>
            {sayShared(
              CHECKOUT_TOKEN_MESSAGES.reportsLeftOut(
                waiting
                  .filter((item) => item.tokenGone)
                  .map((item) => item.businessName)
                  .join(', '),
              ),
            )}
          </p>
        )}
      </Modal>
    </section>
  );
}
