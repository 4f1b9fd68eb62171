import type { Cents, TransactionTotalsRecord } from '@marketday/shared';

/** The one row a totals statement answers with (sums and token lines as JSON), from the base rows or the rollups. */
export type TotalsRow = {
  sums: { count: number; gross: number; fee: number; gov: number; token: number; owed: number } | null;
  tokens: { token_id: string; name: string; count: number; value: number }[] | null;
};

/** The money of a filtered list of checkouts, in cents, with its token lines by token. */
export type TransactionListTotalsRecord = TransactionTotalsRecord & {
  tokens: { tokenId: string; name: string; count: number; valueCents: Cents }[];
};

// PostgreSQL's sums arrive as strings (bigint, numeric): numbers here, nothing when there were no rows.
export function totalsOfRow(row: TotalsRow | undefined): TransactionListTotalsRecord {
  const sums = row?.sums ?? { count: 0, gross: 0, fee: 0, gov: 0, token: 0, owed: 0 };
  return {
    count: Number(sums.count),
    reportedGrossCents: Number(sums.gross),
    marketFeeCents: Number(sums.fee),
    govFeeCents: Number(sums.gov),
    tokenTotalCents: Number(sums.token),
    moneyOwedCents: Number(sums.owed),
    tokens: (row?.tokens ?? []).map((t) => ({
      tokenId: t.token_id,
      name: t.name,
      count: Number(t.count),
      valueCents: Number(t.value),
    })),
  };
}
