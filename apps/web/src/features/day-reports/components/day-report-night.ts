import type { MarketDays } from '@marketday/shared';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';

/** The night a day report dialog is about, handed down from the dialog to its form as one value. */
export type DayReportNight = {
  marketId: string;
  /** YYYY-MM-DD: the night a new report starts on (the manager can pick another). */
  marketDate: string;
  /** Edit this report (its date cannot change); without it the dialog creates one. */
  report?: DayReportRow | null | undefined;
  /** Today at the market, when known: the last day a new report can be for (the server refuses a later one). */
  latestDate?: string | undefined;
  /** The market's days: a new report for another day shows why and asks to be confirmed. */
  marketDays?: MarketDays | undefined;
};
