import { z } from 'zod';
import { type DocumentRecord, DocumentRecordSchema } from './documents';
import type { Cents } from './money';
import { dateRangeFields, marketRefFields } from './reference-fields';

// The California Certified Farmers' Market quarterly report (docs/product.md §7, docs/product.md §11).
export const CDFA_YEAR_MIN = 2000;
export const CDFA_YEAR_MAX = 2100;
export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

export const CdfaReportInputSchema = z.object({
  marketId: z.uuid('Market ID must be a valid UUID').toLowerCase(),
  year: z
    .number('Choose a year')
    .int('Choose a year')
    .min(CDFA_YEAR_MIN, `Year must be between ${CDFA_YEAR_MIN} and ${CDFA_YEAR_MAX}`)
    .max(CDFA_YEAR_MAX, `Year must be between ${CDFA_YEAR_MIN} and ${CDFA_YEAR_MAX}`),
  quarter: z
    .number('Choose a quarter')
    .int('Quarter must be 1, 2, 3 or 4')
    .min(1, 'Quarter must be 1, 2, 3 or 4')
    .max(4, 'Quarter must be 1, 2, 3 or 4'),
});
export type CdfaReportInput = z.infer<typeof CdfaReportInputSchema>;

export const CDFA_MESSAGES = {
  created: 'Created CDFA Report',
  wrongMarket: 'The report belongs to another market.',
  missing: 'Missing',
} as const;

// First and last calendar day of a quarter, as ISO dates.
export function quarterRange({ year, quarter }: { year: number; quarter: number }) {
  const firstMonth = (quarter - 1) * 3;
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, firstMonth + 3, 0)).getUTCDate();
  return {
    start: `${year}-${pad(firstMonth + 1)}-01`,
    end: `${year}-${pad(firstMonth + 3)}-${pad(lastDay)}`,
  };
}

export function quarterOf(date: Date): { year: number; quarter: Quarter } {
  return { year: date.getFullYear(), quarter: (Math.floor(date.getMonth() / 3) + 1) as Quarter };
}

export function quarterLabel({ year, quarter }: { year: number; quarter: number }) {
  return `Q${quarter} ${year}`;
}

// The quarter's report as the server builds it: fees in integer cents. cdfa.repository.ts builds it,
// cdfa-pdf.ts draws it, and cdfa.mapper.ts turns it into the dollar-valued JSON below at the route.
export type CdfaProducerLineRecord = {
  vendorId: string;
  businessName: string;
  producerNames: string | null;
  certificateNumber: string;
  county: string;
  certificateExpires: string | null;
  daysAttended: number;
  marketDates: string[];
  /** The state fee per market day times the days attended. */
  stateFeeCents: Cents;
};

export type CdfaReportRecord = {
  marketId: string;
  marketName: string;
  year: number;
  quarter: number;
  startDate: string;
  endDate: string;
  marketDays: string[];
  /** The market's gov. fee, due per certified producer per market day attended (docs/product.md §11). */
  stateFeePerDayCents: Cents;
  producers: CdfaProducerLineRecord[];
  totalProducerDays: number;
  totalStateFeeCents: Cents;
};

/** A created report: the stored PDF's document (already the API's shape) and the report's figures. */
export type CdfaReportResultRecord = { document: DocumentRecord; report: CdfaReportRecord };

// ---- The API's shape (dollars, snake_case; docs/product.md §7, §10) ----

// What the API answers with (docs/api-contracts.md); fees in dollars.
export const CdfaProducerLineSchema = z.object({
  vendor_id: z.string(),
  business_name: z.string(),
  producer_names: z.string().nullable(),
  certificate_number: z.string(),
  county: z.string(),
  certificate_expires: z.string().nullable(),
  days_attended: z.number().int(),
  market_dates: z.array(z.string()),
  state_fee: z.number(),
});

export const CdfaReportSchema = z.object({
  ...marketRefFields,
  year: z.number().int(),
  quarter: z.number().int(),
  ...dateRangeFields,
  market_days: z.array(z.string()),
  producers: z.array(CdfaProducerLineSchema),
  total_producer_days: z.number().int(),
  total_state_fee: z.number(),
});
export type CdfaReport = z.infer<typeof CdfaReportSchema>;

// POST /market-managers/markets/:id/CDFA-Report (201): the stored PDF's document and the figures in it.
export const CdfaReportResultSchema = z.object({
  message: z.string(),
  document: DocumentRecordSchema,
  report: CdfaReportSchema,
});
export type CdfaReportResult = z.infer<typeof CdfaReportResultSchema>;
