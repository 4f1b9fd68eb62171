import { z } from 'zod';
import { DATE_ORDER_ISSUE, IsoDateSchema, startNotAfterEnd } from './dates';
import { VENDOR_TYPES, type VendorType, VIEW_MODES, type ViewMode } from './enums';

// GET /market-managers/reports: no market_id means every market of the manager.
export const ReportQuerySchema = z
  .object({
    market_id: z.uuid('Market ID must be a valid UUID').optional(),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
    vendor_type: z.enum(VENDOR_TYPES).optional(),
    view_mode: z.enum(VIEW_MODES).default('detail'),
  })
  .refine(startNotAfterEnd, DATE_ORDER_ISSUE);
export type ReportQuery = z.input<typeof ReportQuerySchema>;

/** Checkout figures of a group of transactions, in dollars. money_owed − paid_out = net_owed. */
export type ReportFigures = {
  transactions: number;
  /** Market days in the group: days attended for a vendor, days held for a market, markets for a day. */
  market_days: number;
  gross_sales: number;
  market_fees: number;
  gov_fees: number;
  token_value: number;
  /** What vendors owed the market (positive money owed only). */
  money_owed: number;
  /** What the market paid vendors (negative money owed, as a positive amount). */
  paid_out: number;
  /** money_owed − paid_out: the transaction income of the day reports. */
  net_owed: number;
};

export type ReportTokenCount = { token_id: string; count: number; value: number };

/** One line of the table. The dimensions a grouping does not use are null. */
export type ReportRow = ReportFigures & {
  market_id: string | null;
  market_name: string | null;
  market_date: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
  vendor_type: VendorType | null;
  tokens: ReportTokenCount[];
};

export type ReportToken = {
  token_id: string;
  name: string;
  market_id: string;
  market_name: string;
  per_dollar_value: number;
  count: number;
  value: number;
};

/** A market night: its checkouts' income and the day report's own figures (spec §5 direct deposit). */
export type ReportMarketDay = {
  market_id: string;
  market_name: string;
  market_date: string;
  has_day_report: boolean;
  transaction_income: number;
  additional_income: number;
  expenses: number;
  direct_deposit: number;
};

export type ReportIncome = {
  day_reports: number;
  transaction_income: number;
  additional_income: number;
  expenses: number;
  direct_deposit: number;
};

export type ReportDaySeries = {
  market_date: string;
  gross_sales: number;
  market_fees: number;
  gov_fees: number;
};

export type ReportVendorTypeSeries = {
  vendor_type: VendorType;
  gross_sales: number;
  market_fees: number;
  gov_fees: number;
};

export type Report = {
  query: {
    market_id: string | null;
    start_date: string;
    end_date: string;
    vendor_type: VendorType | null;
    view_mode: ViewMode;
  };
  totals: ReportFigures;
  tokens: ReportToken[];
  income: ReportIncome;
  /** detail: one row per vendor per market day, newest first (empty in total mode). */
  rows: ReportRow[];
  /** detail: more checkouts than REPORT_DETAIL_ROW_LIMIT; rows holds the newest of them. */
  truncated: boolean;
  /** total: totals per vendor, per market and per day (empty lists in detail mode). */
  groups: { vendors: ReportRow[]; markets: ReportRow[]; days: ReportRow[] };
  market_days: ReportMarketDay[];
  series: { by_day: ReportDaySeries[]; by_vendor_type: ReportVendorTypeSeries[] };
};

/**
 * The detail view lists checkouts one by one; past this many it lists the newest and says so. Totals,
 * charts and day reports always cover the whole range (docs/decisions/011-report-figures.md).
 */
export const REPORT_DETAIL_ROW_LIMIT = 10_000;

export const REPORT_GROUPS = ['vendors', 'markets', 'days'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = {
  vendors: 'Per vendor',
  markets: 'Per market',
  days: 'Per day',
};

export const VIEW_MODE_LABELS: Record<ViewMode, string> = { detail: 'Detail', total: 'Total' };

/** The day-report figures are the market's money for the night, whatever vendor type is chosen. */
export const REPORT_INCOME_NOTE =
  'Day-report figures cover every vendor of each market night, whichever vendor type is chosen.';
