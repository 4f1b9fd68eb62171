import { z } from 'zod';
import { dateRangeQuery, ISO_DATE_RANGE } from './dates';
import { VENDOR_TYPES, type VendorType, VIEW_MODES, type ViewMode } from './enums';
import { labelledEnum } from './labelled-enum';
import type { Cents } from './money';
import { marketRefFields } from './reference-fields';

// GET /market-managers/reports: no market_id means every market of the manager.
export const ReportQuerySchema = dateRangeQuery({
  market_id: z.uuid('Market ID must be a valid UUID').toLowerCase().optional(),
  ...ISO_DATE_RANGE,
  vendor_type: z.enum(VENDOR_TYPES).optional(),
  view_mode: z.enum(VIEW_MODES).default('detail'),
});
export type ReportQuery = z.input<typeof ReportQuerySchema>;

// ---- The report as the server builds it: every amount in integer cents ----
// reports.service.ts builds it from the database's sums, report-pdf.ts draws it, and reports.mapper.ts turns
// it into the dollar-valued JSON below (ReportSchema) when the response is written.

/** Checkout figures of a group of transactions. owedByVendorsCents − paidToVendorsCents = moneyOwedCents. */
export type ReportFiguresRecord = {
  transactions: number;
  /** Market days in the group: days attended for a vendor, days held for a market, markets for a day. */
  marketDays: number;
  grossSalesCents: Cents;
  marketFeesCents: Cents;
  govFeesCents: Cents;
  tokenValueCents: Cents;
  /** What vendors owed the market (positive money owed only). */
  owedByVendorsCents: Cents;
  /** What the market paid vendors (negative money owed, as a positive amount). */
  paidToVendorsCents: Cents;
  moneyOwedCents: Cents;
};

export type ReportTokenCountRecord = { tokenId: string; count: number; valueCents: Cents };

/** One line of the table. The dimensions a grouping does not use are null. */
export type ReportRowRecord = ReportFiguresRecord & {
  marketId: string | null;
  marketName: string | null;
  marketDate: string | null;
  vendorId: string | null;
  vendorName: string | null;
  vendorType: VendorType | null;
  tokens: ReportTokenCountRecord[];
};

export type ReportTokenRecord = {
  tokenId: string;
  name: string;
  marketId: string;
  marketName: string;
  perDollarValueCents: Cents;
  count: number;
  valueCents: Cents;
};

/** The income figures of a market night or of the whole range (docs/product.md §5 direct deposit). */
export type ReportIncomeFiguresRecord = {
  transactionIncomeCents: Cents;
  additionalIncomeCents: Cents;
  expensesCents: Cents;
  directDepositCents: Cents;
};

/** A market night: its checkouts' income and its day report's figures. */
export type ReportMarketDayRecord = {
  marketId: string;
  marketName: string;
  marketDate: string;
  hasDayReport: boolean;
} & ReportIncomeFiguresRecord;

export type ReportIncomeRecord = { dayReports: number } & ReportIncomeFiguresRecord;

export type ReportSeriesFiguresRecord = {
  grossSalesCents: Cents;
  marketFeesCents: Cents;
  govFeesCents: Cents;
};

export type ReportRecord = {
  query: {
    marketId: string | null;
    startDate: string;
    endDate: string;
    vendorType: VendorType | null;
    viewMode: ViewMode;
  };
  totals: ReportFiguresRecord;
  tokens: ReportTokenRecord[];
  income: ReportIncomeRecord;
  rows: ReportRowRecord[];
  truncated: boolean;
  groups: Record<ReportGroup, ReportRowRecord[]>;
  marketDays: ReportMarketDayRecord[];
  series: {
    byDay: (ReportSeriesFiguresRecord & { marketDate: string })[];
    byVendorType: (ReportSeriesFiguresRecord & { vendorType: VendorType })[];
  };
};

// ---- The API's shape (dollars, snake_case; docs/product.md §7, §10) ----

/** Checkout figures of a group of transactions, in dollars. owed_by_vendors − paid_to_vendors = money_owed. */
export const ReportFiguresSchema = z.object({
  transactions: z.number().int(),
  /** Market days in the group: days attended for a vendor, days held for a market, markets for a day. */
  market_days: z.number().int(),
  gross_sales: z.number(),
  market_fees: z.number(),
  gov_fees: z.number(),
  token_value: z.number(),
  /** What vendors owed the market (positive money owed only). */
  owed_by_vendors: z.number(),
  /** What the market paid vendors (negative money owed, as a positive amount). */
  paid_to_vendors: z.number(),
  /** owed_by_vendors − paid_to_vendors: the transaction income of the day reports, and the same figure as the
   * sum of the transactions' money_owed (one name for one figure: docs/product.md, "Money owed"). */
  money_owed: z.number(),
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const ReportTokenCountSchema = z.object({
  token_id: z.string(),
  count: z.number().int(),
  value: z.number(),
});

/** One line of the table. The dimensions a grouping does not use are null. */
export const ReportRowSchema = ReportFiguresSchema.extend({
  market_id: z.string().nullable(),
  market_name: z.string().nullable(),
  market_date: z.string().nullable(),
  vendor_id: z.string().nullable(),
  vendor_name: z.string().nullable(),
  vendor_type: z.enum(VENDOR_TYPES).nullable(),
  tokens: z.array(ReportTokenCountSchema),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportTokenSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  ...marketRefFields,
  per_dollar_value: z.number(),
  count: z.number().int(),
  value: z.number(),
});
export type ReportToken = z.infer<typeof ReportTokenSchema>;

/** The income figures of a market night or of the whole range, in dollars (ReportIncomeFiguresRecord). */
const incomeFigures = {
  transaction_income: z.number(),
  additional_income: z.number(),
  expenses: z.number(),
  direct_deposit: z.number(),
};

/** A market night: its checkouts' income and the day report's own figures. */
export const ReportMarketDaySchema = z.object({
  ...marketRefFields,
  market_date: z.string(),
  has_day_report: z.boolean(),
  ...incomeFigures,
});
export type ReportMarketDay = z.infer<typeof ReportMarketDaySchema>;

export const ReportIncomeSchema = z.object({ day_reports: z.number().int(), ...incomeFigures });

/** The charts' figures of a day or a vendor type, in dollars (ReportSeriesFiguresRecord). */
const seriesFigures = {
  gross_sales: z.number(),
  market_fees: z.number(),
  gov_fees: z.number(),
};

export const ReportDaySeriesSchema = z.object({ market_date: z.string(), ...seriesFigures });
export type ReportDaySeries = z.infer<typeof ReportDaySeriesSchema>;

export const ReportVendorTypeSeriesSchema = z.object({ vendor_type: z.enum(VENDOR_TYPES), ...seriesFigures });
export type ReportVendorTypeSeries = z.infer<typeof ReportVendorTypeSeriesSchema>;

export const ReportSchema = z.object({
  query: z.object({
    market_id: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    vendor_type: z.enum(VENDOR_TYPES).nullable(),
    view_mode: z.enum(VIEW_MODES),
  }),
  totals: ReportFiguresSchema,
  tokens: z.array(ReportTokenSchema),
  income: ReportIncomeSchema,
  /** detail: one row per vendor per market day, newest first (empty in total mode). */
  rows: z.array(ReportRowSchema),
  /** detail: more checkouts than REPORT_DETAIL_ROW_LIMIT; rows holds the newest of them. */
  truncated: z.boolean(),
  /** total: totals per vendor, per market and per day (empty lists in detail mode). */
  groups: z.object({
    vendors: z.array(ReportRowSchema),
    markets: z.array(ReportRowSchema),
    days: z.array(ReportRowSchema),
  }),
  market_days: z.array(ReportMarketDaySchema),
  series: z.object({
    by_day: z.array(ReportDaySeriesSchema),
    by_vendor_type: z.array(ReportVendorTypeSeriesSchema),
  }),
});
export type Report = z.infer<typeof ReportSchema>;

/**
 * The detail view lists checkouts one by one; past this many it lists the newest and says so. Totals,
 * charts and day reports always cover the whole range (docs/decisions/011-report-figures.md).
 */
export const REPORT_DETAIL_ROW_LIMIT = 10_000;

export const [REPORT_GROUPS, REPORT_GROUP_LABELS] = labelledEnum({
  vendors: 'Per vendor',
  markets: 'Per market',
  days: 'Per day',
});
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The day-report figures are the market's money for the night, whatever vendor type is chosen. */
export const REPORT_INCOME_NOTE =
  'Day-report figures cover every vendor of each market night, whichever vendor type is chosen.';
