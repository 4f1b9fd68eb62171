import {
  type Cents,
  dollarsAsCents,
  type Transaction,
  type TransactionListTotals,
  type TransactionPage,
  type VendorReceiptState,
} from '@marketday/shared';

// Issue 29, item 4: a booked checkout's money read in cents here, so the transaction lists, their totals and the
// edit sheet never hold dollars. The lists' queries decode each page with `select` (list-transactions.ts), so the
// cache keeps the answer as the server sent it.

/** A token the checkout counted, its value per token in cents. */
export type CountedToken = { token_id: string; name: string; count: number; value_cents: Cents };

export function decodeCountedTokens(tokens: Transaction['tokens']): CountedToken[] {
  return tokens.map((token) => ({
    token_id: token.token_id,
    name: token.name,
    count: token.count,
    value_cents: dollarsAsCents.decode(token.per_dollar_value),
  }));
}

type TransactionMoney = 'reported_gross' | 'market_fee' | 'gov_fee' | 'token_total' | 'money_owed';

/** A checkout's (or a range's) five figures in cents. */
export type TransactionFigures = {
  reported_gross_cents: Cents;
  market_fee_cents: Cents;
  gov_fee_cents: Cents;
  token_total_cents: Cents;
  money_owed_cents: Cents;
};

// The five figures a transaction and the range's totals share, read from the answer's dollars (and back).
function figuresInCents<T extends Record<TransactionMoney, number>>(
  value: T,
): Omit<T, TransactionMoney> & TransactionFigures {
  const { reported_gross, market_fee, gov_fee, token_total, money_owed, ...rest } = value;
  return {
    ...rest,
    reported_gross_cents: dollarsAsCents.decode(reported_gross),
    market_fee_cents: dollarsAsCents.decode(market_fee),
    gov_fee_cents: dollarsAsCents.decode(gov_fee),
    token_total_cents: dollarsAsCents.decode(token_total),
    money_owed_cents: dollarsAsCents.decode(money_owed),
  };
}

/** A booked checkout as the lists, the edit sheet and the history show it: every figure in cents. On the
 * vendor's own list it also carries its receipt's state (the vendor's Agree or Dispute). */
export type TransactionRow = Omit<Transaction, TransactionMoney | 'tokens'> &
  TransactionFigures & { tokens: CountedToken[]; receipt?: VendorReceiptState };

export function decodeTransaction({ tokens, ...transaction }: Transaction): TransactionRow {
  return { ...figuresInCents(transaction), tokens: decodeCountedTokens(tokens) };
}

/** A token's count over the whole filtered range and its value in cents. */
export type RangeTokenTotal = { token_id: string; name: string; count: number; value_cents: Cents };

/** The whole filtered range's count and money (every page), in cents. */
export type TransactionTotals = Omit<TransactionListTotals, TransactionMoney | 'tokens'> &
  TransactionFigures & { tokens: RangeTokenTotal[] };

export function decodeTransactionTotals({ tokens, ...totals }: TransactionListTotals): TransactionTotals {
  return {
    ...figuresInCents(totals),
    tokens: tokens.map(({ value, ...token }) => ({ ...token, value_cents: dollarsAsCents.decode(value) })),
  };
}

/** One page of either role's list (the manager's and the vendor's answers have one envelope), in cents. */
export type TransactionRowsPage = Omit<TransactionPage, 'data' | 'totals'> & {
  data: TransactionRow[];
  totals: TransactionTotals | null;
};

export function decodeTransactionPage({ data, totals, ...page }: TransactionPage): TransactionRowsPage {
  return {
    ...page,
    data: data.map(decodeTransaction),
    totals: totals && decodeTransactionTotals(totals),
  };
}
