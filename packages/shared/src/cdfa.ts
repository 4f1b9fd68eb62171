import { z } from 'zod';
import type { DocumentRecord } from './documents';

// The California Certified Farmers' Market quarterly report (spec §7, DESIGN.md §4).
export const CDFA_YEAR_MIN = 2000;
export const CDFA_YEAR_MAX = 2100;
export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

export const CdfaReportInputSchema = z.object({
  marketId: z.uuid('Market ID must be a valid UUID'),
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

export type CdfaProducerLine = {
  vendor_id: string;
  business_name: string;
  producer_names: string | null;
  certificate_number: string;
  county: string;
  certificate_expires: string | null;
  days_attended: number;
  market_dates: string[];
  state_fee: number;
};

export type CdfaReport = {
  market_id: string;
  market_name: string;
  year: number;
  quarter: number;
  start_date: string;
  end_date: string;
  market_days: string[];
  producers: CdfaProducerLine[];
  total_producer_days: number;
  total_state_fee: number;
};

export type CdfaReportResult = { message: string; document: DocumentRecord; report: CdfaReport };
