import { dollarsToCents, type Transaction } from '@marketday/shared';

export type TransactionTotals = {
  count: number;
  grossCents: number;
  feeCents: number;
  govFeeCents: number;
  tokenCents: number;
  owedCents: number;
};

// Summed in integer cents: adding dollar floats would drift (0.1 + 0.2 ≠ 0.3).
export function sumTransactions(rows: Transaction[]): TransactionTotals {
  return rows.reduce<TransactionTotals>(
    (totals, row) => ({
      count: totals.count + 1,
      grossCents: totals.grossCents + dollarsToCents(row.reported_gross),
      feeCents: totals.feeCents + dollarsToCents(row.market_fee),
      govFeeCents: totals.govFeeCents + dollarsToCents(row.gov_fee),
      tokenCents: totals.tokenCents + dollarsToCents(row.token_total),
      owedCents: totals.owedCents + dollarsToCents(row.money_owed),
    }),
    { count: 0, grossCents: 0, feeCents: 0, govFeeCents: 0, tokenCents: 0, owedCents: 0 },
  );
}
