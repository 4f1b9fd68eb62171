import type { ReconciliationDay, ReconciliationWarning } from '@marketday/shared';

export type ReconciliationRow = {
  id: string;
  date: string;
  hasDayReport: boolean;
  name: string;
  distributed: number;
  redeemed: number;
  returned: number | null;
  variance: number;
  warnings: ReconciliationWarning[];
};

// One table row per market day and token, carrying that token's warnings for the day.
export function reconciliationRows(days: ReconciliationDay[]): ReconciliationRow[] {
  return days.flatMap((day) =>
    day.tokens.map((token) => ({
      id: `${day.date}-${token.token_id}`,
      date: day.date,
      hasDayReport: day.day_report_id !== null,
      name: token.name,
      distributed: token.distributed,
      redeemed: token.redeemed,
      returned: token.returned,
      variance: token.variance,
      warnings: day.warnings.filter((w) => w.token_id === token.token_id),
    })),
  );
}
