import { type CheckoutDraft, SALES_REPORT_MESSAGES } from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, conflict, orNotFound } from '../../lib/http-errors';
import { findManagersReport, listReportVersions, type ReportVersionRow } from './sales-reports.repository';

const fieldError = (path: string, message: string) => badRequest(message, { errors: [{ path, message }] });

function sameFigures(report: ReportVersionRow, draft: CheckoutDraft) {
  if (report.reportedGrossCents !== draft.reportedGrossCents) return false;
  const counted = (lines: { id: string; count: number }[]) =>
    JSON.stringify(
      lines
        .filter((line) => line.count > 0)
        .map((line) => [line.id.toLowerCase(), line.count])
        .sort(),
    );
  return (
    counted(report.tokens.map((t) => ({ id: t.token_id, count: t.count }))) ===
    counted(draft.tokens.map((t) => ({ id: t.tokenId, count: t.count })))
  );
}

/**
 * A checkout that books a vendor's report (docs/product.md "Vendors report their sales"): the report must be the
 * manager's, for this vendor and day, and the newest version; figures that differ from it need a reason, which the
 * vendor sees. Answers the draft as it will be stored (no reason kept when nothing changed).
 */
export async function checkReportBooking(
  db: Database,
  managerId: string,
  draft: CheckoutDraft,
  // What the checkout books the vendor to owe, when priced already: a confirm must book what the report showed.
  owedCents?: number,
): Promise<CheckoutDraft> {
  if (!draft.salesReportId) return { ...draft, salesReportId: null, adjustReason: null };
  const report = orNotFound(await findManagersReport({ db, managerId, id: draft.salesReportId }));
  if (report.marketVendorId !== draft.marketVendorId || report.marketDate !== draft.marketDate)
    throw fieldError('sales_report_id', SALES_REPORT_MESSAGES.reportNotForVendor);
  const [latest] = await listReportVersions({
    db,
    marketVendorId: report.marketVendorId,
    marketDate: report.marketDate,
  });
  // No id in the answer: the client must not read it as a checkout to overwrite.
  if (latest && latest.id !== report.id) throw conflict(SALES_REPORT_MESSAGES.staleVersion);
  if (sameFigures(report, draft)) {
    // The market's fees or token values changed since the vendor sent it: booking it as sent needs a reason.
    if (owedCents !== undefined && owedCents !== report.moneyOwedCents && !draft.adjustReason)
      throw fieldError('adjust_reason', SALES_REPORT_MESSAGES.pricesChanged);
    return {
      ...draft,
      adjustReason: draft.adjustReason && owedCents !== report.moneyOwedCents ? draft.adjustReason : null,
    };
  }
  if (!draft.adjustReason) throw fieldError('adjust_reason', SALES_REPORT_MESSAGES.adjustReasonRequired);
  return draft;
}

/** The checkout a confirm books: the report's own figures, nothing else. */
export function draftOfReport(report: ReportVersionRow): CheckoutDraft {
  return {
    marketVendorId: report.marketVendorId,
    marketDate: report.marketDate,
    reportedGrossCents: report.reportedGrossCents,
    tokens: report.tokens.map((t) => ({ tokenId: t.token_id, count: t.count })),
    customFields: {},
    receiptEmail: null,
    salesReportId: report.id,
    adjustReason: null,
  };
}
