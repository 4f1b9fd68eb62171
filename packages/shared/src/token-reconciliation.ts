import { z } from 'zod';
import { DATE_ORDER_ISSUE, IsoDateSchema, startNotAfterEnd } from './dates';

// Token reconciliation (docs/decisions/008-token-reconciliation.md): the ledger of one market over a
// range of market dates, per token and per market day.
export const TokenReconciliationQuerySchema = z
  .object({ start_date: IsoDateSchema, end_date: IsoDateSchema })
  .refine(startNotAfterEnd, DATE_ORDER_ISSUE);
export type TokenReconciliationQuery = z.infer<typeof TokenReconciliationQuerySchema>;

// The words the screen uses; the help text defines every figure once.
export const RECONCILIATION_HELP =
  'Distributed: tokens given out on market days (day reports and hand-entered withdrawals). ' +
  'Redeemed: tokens vendors handed in at checkout. Returned: the tokens returned on day reports, ' +
  'which are the checkouts of nights that have a day report. Variance = distributed − redeemed: ' +
  'tokens still with shoppers (or lost); below zero, more came back than went out in this range. ' +
  'In hand: what you hold now.';

export type TokenReconciliationSummary = {
  token_id: string;
  name: string;
  per_dollar_value: number;
  retired: boolean;
  created: number;
  deposited: number;
  distributed: number;
  redeemed: number;
  returned: number;
  // Redeemed on nights without a day report: their distribution was probably never recorded.
  unreported: number;
  manual: number;
  in_hand: number;
  variance: number;
  variance_value: number;
};

export type ReconciliationDayToken = {
  token_id: string;
  name: string;
  distributed: number;
  redeemed: number;
  // null when the night has no day report.
  returned: number | null;
  variance: number;
};

export type ReconciliationWarning = {
  token_id: string;
  kind: 'RETURNED_EXCEEDS_DISTRIBUTED' | 'NO_DAY_REPORT';
  message: string;
};

export type ReconciliationDay = {
  date: string;
  day_report_id: string | null;
  tokens: ReconciliationDayToken[];
  warnings: ReconciliationWarning[];
};

export type TokenReconciliation = {
  market_id: string;
  start_date: string;
  end_date: string;
  tokens: TokenReconciliationSummary[];
  days: ReconciliationDay[];
};

// Per token, per night: vendors handed in more than was given out that night.
export function returnedExceedsMessage({
  name,
  returned,
  distributed,
}: {
  name: string;
  returned: number;
  distributed: number;
}) {
  return `${returned} ${name} returned but only ${distributed} distributed.`;
}

export function noDayReportMessage({ name, redeemed }: { name: string; redeemed: number }) {
  return `${redeemed} ${name} redeemed on a night without a day report.`;
}
