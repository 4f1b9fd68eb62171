import { z } from 'zod';
import { VENDOR_TYPES } from './enums';
import { calendarDate, dollarAmount, tokenCountSchema } from './limit-schemas';
import { MAX_GROSS_DOLLARS } from './limits';
import { StoredVendorFeeSchema } from './markets';
import { SALES_REPORT_MESSAGES } from './sales-report-messages';
import { TokenSchema } from './tokens';

// Vendors report their own sales for a market day; the manager confirms or adjusts them at the checkout
// (docs/product.md "Vendors report their sales", issue 31).

const reportTokenCounts = z
  .array(
    z.object({ token_id: z.uuid('Token not found in this market.').toLowerCase(), count: tokenCountSchema }),
  )
  .max(100)
  .default([])
  .refine(
    (lines) => new Set(lines.map((l) => l.token_id.toLowerCase())).size === lines.length,
    SALES_REPORT_MESSAGES.duplicateToken,
  );

// What a vendor sends: the day's gross and the tokens they took, by token.
export const SalesReportFiguresSchema = z.object({
  reported_gross: dollarAmount(MAX_GROSS_DOLLARS),
  tokens: reportTokenCounts,
});
export type SalesReportFigures = z.input<typeof SalesReportFiguresSchema>;

export const SalesReportInputSchema = SalesReportFiguresSchema.extend({
  market_id: z.uuid('Market ID must be a valid UUID').toLowerCase(),
  market_date: calendarDate('Date is required'),
});
export type SalesReportInput = z.input<typeof SalesReportInputSchema>;

export const SalesReportQuerySchema = z.object({
  market_id: z.uuid('Market ID must be a valid UUID').toLowerCase(),
  market_date: calendarDate('Date is required'),
});

export const SALES_REPORT_CHANNELS = ['ACCOUNT', 'LINK'] as const;

// One version of a report, in dollars as the API speaks.
export const SalesReportSchema = z.object({
  id: z.uuid().toLowerCase(),
  market_vendor_id: z.uuid().toLowerCase(),
  market_date: z.string(),
  version: z.number().int(),
  reported_gross: z.number(),
  tokens: z.array(z.object({ token_id: z.uuid().toLowerCase(), name: z.string(), count: z.number().int() })),
  market_fee: z.number(),
  money_owed: z.number(),
  market_fee_calculation: z.string(),
  channel: z.enum(SALES_REPORT_CHANNELS),
  submitted_at: z.string(),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

// The answer to a vendor's POST (the contract), with the report itself.
export const SalesReportSubmittedSchema = SalesReportSchema.extend({ message: z.string() });
export type SalesReportSubmitted = z.infer<typeof SalesReportSubmittedSchema>;

// How the market settled the day for the vendor, once it has.
export const SalesReportOutcomeSchema = z.object({
  transaction_id: z.uuid().toLowerCase(),
  // Booked with the figures of this version of the report, or null when the manager typed the figures.
  sales_report_id: z.uuid().toLowerCase().nullable(),
  adjust_reason: z.string().nullable(),
  reported_gross: z.number(),
  market_fee: z.number(),
  money_owed: z.number(),
});

// The vendor's view of one market day: whether they may report, with what tokens, what they sent, how it ended.
export const SalesReportDaySchema = z.object({
  market_id: z.uuid().toLowerCase(),
  market_name: z.string(),
  market_vendor_id: z.uuid().toLowerCase(),
  business_name: z.string(),
  market_date: z.string(),
  // OPEN: may report (or correct); NOT_YET / CLOSED: outside the window; BOOKED: the market checked them out;
  // NO_MARKET: the market does not meet that day (not its day, or cancelled, perhaps after the link was sent).
  state: z.enum(['OPEN', 'NOT_YET', 'CLOSED', 'BOOKED', 'NO_MARKET']),
  opens_at: z.string(),
  closes_at: z.string(),
  // The market's tokens this vendor's type may accept, with their values.
  tokens: z.array(TokenSchema),
  // What the form needs to show the fee and money owed with the checkout's math, as the vendor types.
  vendor_type: z.enum(VENDOR_TYPES),
  vendor_fees: z.array(StoredVendorFeeSchema),
  gov_fee: z.number(),
  // Versions sent, newest first.
  reports: z.array(SalesReportSchema),
  outcome: SalesReportOutcomeSchema.nullable(),
});
export type SalesReportDay = z.infer<typeof SalesReportDaySchema>;

// The manager's request to e-mail the day's report links, and what was sent.
export const SendReportLinksSchema = z.object({ market_date: calendarDate('Date is required') });
export type SendReportLinks = z.input<typeof SendReportLinksSchema>;

export const ReportLinksSentSchema = z.object({
  sent: z.number().int(),
  // Every vendor of the market that got no link, and why.
  skipped: z.array(
    z.object({ market_vendor_id: z.uuid().toLowerCase(), business_name: z.string(), reason: z.string() }),
  ),
});
export type ReportLinksSent = z.infer<typeof ReportLinksSentSchema>;

// The day as a signed link shows it. USED: the link booked its report and only shows the day now.
export const SalesReportLinkDaySchema = SalesReportDaySchema.extend({
  link: z.object({ state: z.enum(['OPEN', 'USED']), expires_at: z.string() }),
});
export type SalesReportLinkDay = z.infer<typeof SalesReportLinkDaySchema>;
