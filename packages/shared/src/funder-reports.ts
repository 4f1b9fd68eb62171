import { fileSlug } from './csv';
import { SHOPPER_COUNT_METHOD_LABELS, type ShopperCountMethod } from './day-reports';
import { labelledEnum } from './labelled-enum';
import type { Cents } from './money';

// The funders' report formats (issue 34, docs/product.md §21): each answered as CSV and PDF for a market and a
// period, from the token float, the checkouts and the day reports.
export const [FUNDER_FORMATS, FUNDER_FORMAT_LABELS] = labelledEnum({
  'fm-tracks': 'FM Tracks (per market day)',
  'market-match': 'California Market Match (monthly)',
  dufb: 'Double Up Food Bucks',
  gusnip: 'USDA GusNIP core metrics',
  fmpp: 'FMPP baseline and final figures',
});
export type FunderFormat = (typeof FUNDER_FORMATS)[number];

export const FUNDER_REPORT_MESSAGES = {
  unknownFormat: 'Choose a report format: fm-tracks, market-match, dufb, gusnip or fmpp.',
} as const;

export function isFunderFormat(value: string): value is FunderFormat {
  return (FUNDER_FORMATS as readonly string[]).includes(value);
}

// ---- The figures, as the server adds them up: money in integer cents; null where no source holds the figure ----

/** What one market day, a month or a period adds up to (docs/product.md §21 says where each comes from). */
export type FunderFiguresRecord = {
  /** Days with a checkout, a token float entry or a day report. */
  marketDays: number;
  /** Distinct vendors with a checkout. */
  vendors: number;
  /** Distinct vendors that took incentive tokens. */
  incentiveVendors: number;
  /** Σ reported gross of the checkouts. */
  grossSalesCents: Cents;
  /** The day reports' shopper counts. */
  shopperCount: number | null;
  newSnapCustomers: number | null;
  snapTransactions: number | null;
  snapCents: Cents | null;
  incentiveTransactions: number | null;
  incentiveDistributedCents: Cents | null;
  creditTransactions: number | null;
  creditCents: Cents | null;
  /** Tokens vendors took at checkout, valued as at each checkout, per program. */
  snapRedeemedCents: Cents;
  incentiveRedeemedCents: Cents;
  creditRedeemedCents: Cents;
  /** Tokens handed to shoppers (the one-truth rule) and taken by vendors. */
  tokensIssued: number;
  tokensRedeemed: number;
};

export type FunderDayRow = FunderFiguresRecord & {
  market: string;
  date: string;
  shopperCountMethod: ShopperCountMethod | null;
};
export type FunderMonthRow = FunderFiguresRecord & { market: string; month: string };
export type FunderPeriodRow = FunderFiguresRecord & { market: string; startDate: string; endDate: string };

export type FmppMeasureUnit = 'usd' | 'count';
export type FmppRow = {
  market: string;
  measure: string;
  unit: FmppMeasureUnit;
  baselineStart: string;
  baselineEnd: string;
  finalStart: string;
  finalEnd: string;
  baseline: number | null;
  final: number | null;
  /** (final − baseline) / baseline × 100, to one decimal; null when the baseline is 0 or unknown. */
  changePercent: number | null;
};

export type FunderReportRecord =
  | { format: 'fm-tracks'; market: string; startDate: string; endDate: string; rows: FunderDayRow[] }
  | { format: 'market-match'; market: string; startDate: string; endDate: string; rows: FunderMonthRow[] }
  | { format: 'dufb'; market: string; startDate: string; endDate: string; rows: FunderDayRow[] }
  | { format: 'gusnip'; market: string; startDate: string; endDate: string; rows: FunderPeriodRow[] }
  | { format: 'fmpp'; market: string; startDate: string; endDate: string; rows: FmppRow[] };

// ---- The columns of each format, named once: the CSV's header row, the PDF's tables and docs/product.md §21 ----

/**
 * usd: integer cents, written as dollars with two decimals (converted once, where the file is written);
 * date: YYYY-MM-DD, written MM/DD/YYYY; percent: one decimal; count: a whole number.
 */
export type FunderColumnUnit = 'text' | 'date' | 'month' | 'count' | 'usd' | 'percent';
export type FunderCell = string | number | null;
export type FunderColumn<T> = {
  header: string;
  unit: FunderColumnUnit | ((row: T) => FunderColumnUnit);
  value: (row: T) => FunderCell;
};

const MARKET = { header: 'Market', unit: 'text', value: (r: { market: string }) => r.market } as const;
const DATE = {
  header: 'Market date (MM/DD/YYYY)',
  unit: 'date',
  value: (r: FunderDayRow) => r.date,
} as const;

type Figures = FunderFiguresRecord;
function figure<T extends Figures>(
  header: string,
  unit: 'count' | 'usd',
  key: keyof Figures,
): FunderColumn<T> {
  return { header, unit, value: (r) => r[key] };
}

export const FM_TRACKS_COLUMNS: readonly FunderColumn<FunderDayRow>[] = [
  MARKET,
  DATE,
  figure('Vendors attending (count)', 'count', 'vendors'),
  figure('Customer count (count)', 'count', 'shopperCount'),
  {
    header: 'Customer count method',
    unit: 'text',
    value: (r) => (r.shopperCountMethod ? SHOPPER_COUNT_METHOD_LABELS[r.shopperCountMethod] : null),
  },
  figure('New SNAP customers (count)', 'count', 'newSnapCustomers'),
  figure('SNAP transactions (count)', 'count', 'snapTransactions'),
  figure('SNAP sales (USD)', 'usd', 'snapCents'),
  figure('Incentive transactions (count)', 'count', 'incentiveTransactions'),
  figure('Incentives distributed (USD)', 'usd', 'incentiveDistributedCents'),
  figure('SNAP redeemed by vendors (USD)', 'usd', 'snapRedeemedCents'),
  figure('Incentives redeemed by vendors (USD)', 'usd', 'incentiveRedeemedCents'),
  figure('Credit/debit transactions (count)', 'count', 'creditTransactions'),
  figure('Credit/debit sales (USD)', 'usd', 'creditCents'),
  figure('Tokens issued (count)', 'count', 'tokensIssued'),
  figure('Tokens redeemed (count)', 'count', 'tokensRedeemed'),
  figure('Total market sales (USD)', 'usd', 'grossSalesCents'),
];

export const MARKET_MATCH_COLUMNS: readonly FunderColumn<FunderMonthRow>[] = [
  MARKET,
  { header: 'Month (YYYY-MM)', unit: 'month', value: (r) => r.month },
  figure('Market days (count)', 'count', 'marketDays'),
  figure('CalFresh transactions (count)', 'count', 'snapTransactions'),
  figure('CalFresh sales (USD)', 'usd', 'snapCents'),
  figure('Market Match transactions (count)', 'count', 'incentiveTransactions'),
  figure('Market Match distributed (USD)', 'usd', 'incentiveDistributedCents'),
  figure('Market Match redeemed (USD)', 'usd', 'incentiveRedeemedCents'),
  figure('New CalFresh customers (count)', 'count', 'newSnapCustomers'),
];

export const DUFB_COLUMNS: readonly FunderColumn<FunderDayRow>[] = [
  MARKET,
  DATE,
  figure('SNAP transactions (count)', 'count', 'snapTransactions'),
  figure('SNAP sales (USD)', 'usd', 'snapCents'),
  figure('Double Up transactions (count)', 'count', 'incentiveTransactions'),
  figure('Double Up distributed (USD)', 'usd', 'incentiveDistributedCents'),
  figure('Double Up redeemed (USD)', 'usd', 'incentiveRedeemedCents'),
  figure('Vendors redeeming Double Up (count)', 'count', 'incentiveVendors'),
];

/** Redeemed ÷ distributed × 100 to one decimal; null when nothing (or nothing known) was distributed. */
export function percentOf(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export const GUSNIP_COLUMNS: readonly FunderColumn<FunderPeriodRow>[] = [
  MARKET,
  { header: 'Period start (MM/DD/YYYY)', unit: 'date', value: (r) => r.startDate },
  { header: 'Period end (MM/DD/YYYY)', unit: 'date', value: (r) => r.endDate },
  figure('Market days (count)', 'count', 'marketDays'),
  figure('Outlets redeeming incentives (count)', 'count', 'incentiveVendors'),
  figure('SNAP transactions (count)', 'count', 'snapTransactions'),
  figure('SNAP dollars (USD)', 'usd', 'snapCents'),
  figure('Incentive transactions (count)', 'count', 'incentiveTransactions'),
  figure('Incentive dollars distributed (USD)', 'usd', 'incentiveDistributedCents'),
  figure('Incentive dollars redeemed (USD)', 'usd', 'incentiveRedeemedCents'),
  {
    header: 'Incentive redemption rate (%)',
    unit: 'percent',
    value: (r) => percentOf(r.incentiveRedeemedCents, r.incentiveDistributedCents),
  },
  figure('Total market sales (USD)', 'usd', 'grossSalesCents'),
];

export const FMPP_COLUMNS: readonly FunderColumn<FmppRow>[] = [
  MARKET,
  { header: 'Measure', unit: 'text', value: (r) => r.measure },
  { header: 'Unit', unit: 'text', value: (r) => (r.unit === 'usd' ? 'USD' : 'count') },
  { header: 'Baseline period start (MM/DD/YYYY)', unit: 'date', value: (r) => r.baselineStart },
  { header: 'Baseline period end (MM/DD/YYYY)', unit: 'date', value: (r) => r.baselineEnd },
  { header: 'Final period start (MM/DD/YYYY)', unit: 'date', value: (r) => r.finalStart },
  { header: 'Final period end (MM/DD/YYYY)', unit: 'date', value: (r) => r.finalEnd },
  { header: 'Baseline', unit: (r) => r.unit, value: (r) => r.baseline },
  { header: 'Final', unit: (r) => r.unit, value: (r) => r.final },
  { header: 'Change (%)', unit: 'percent', value: (r) => r.changePercent },
];

/** FMPP's measures, in the file's order: each read from a period's figures. */
export const FMPP_MEASURES: readonly {
  measure: string;
  unit: FmppMeasureUnit;
  value: (f: Figures) => number | null;
}[] = [
  { measure: 'Total market sales', unit: 'usd', value: (f) => f.grossSalesCents },
  { measure: 'Customer count', unit: 'count', value: (f) => f.shopperCount },
  { measure: 'Vendors', unit: 'count', value: (f) => f.vendors },
  { measure: 'SNAP sales', unit: 'usd', value: (f) => f.snapCents },
  { measure: 'Market days', unit: 'count', value: (f) => f.marketDays },
];

/** Every format's columns by name, for the files and the docs' test. */
export const FUNDER_COLUMNS = {
  'fm-tracks': FM_TRACKS_COLUMNS,
  'market-match': MARKET_MATCH_COLUMNS,
  dufb: DUFB_COLUMNS,
  gusnip: GUSNIP_COLUMNS,
  fmpp: FMPP_COLUMNS,
} as const satisfies Record<FunderFormat, readonly FunderColumn<never>[]>;

/** <format>-<market-slug>-<start>-to-<end>.csv|pdf, like the program report's. */
export function funderReportFilename({
  format,
  marketName,
  startDate,
  endDate,
  extension,
}: {
  format: FunderFormat;
  marketName: string;
  startDate: string;
  endDate: string;
  extension: 'csv' | 'pdf';
}): string {
  return `${format}-${fileSlug(marketName)}-${startDate}-to-${endDate}.${extension}`;
}
