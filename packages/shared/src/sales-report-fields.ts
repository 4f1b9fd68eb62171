import { z } from 'zod';
import { ADJUST_REASON_TOO_LONG, MAX_ADJUST_REASON_LENGTH } from './sales-report-messages';

// What the checkout carries of vendors' own reports (issue 31): the newest version against each vendor, and the
// fields a submit names a report and its adjustment with. Apart from the report's other schemas, which the
// checkout and every signed-in page that imports the checkout's schemas would otherwise load.

// The newest version of a vendor's report, as the checkout shows it ("Reported by vendor: $412.50 · 12 CalFresh").
export const VendorReportSummarySchema = z.object({
  id: z.uuid().toLowerCase(),
  version: z.number().int(),
  reported_gross: z.number(),
  tokens: z.array(z.object({ token_id: z.uuid().toLowerCase(), name: z.string(), count: z.number().int() })),
  market_fee: z.number(),
  money_owed: z.number(),
  submitted_at: z.string(),
});
export type VendorReportSummary = z.infer<typeof VendorReportSummarySchema>;

export const AdjustFieldsSchema = z.object({
  sales_report_id: z.uuid().toLowerCase().optional(),
  adjust_reason: z
    .string()
    .trim()
    .max(MAX_ADJUST_REASON_LENGTH, ADJUST_REASON_TOO_LONG)
    .optional()
    .nullable(),
});
