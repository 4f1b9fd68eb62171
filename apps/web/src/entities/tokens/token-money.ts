import {
  type Cents,
  dollarsAsCents,
  type Token,
  type TokenReconciliation,
  type TokenReconciliationSummary,
} from '@marketday/shared';

// Issue 29, item 4: a token's money read in cents here. The reconciliation is decoded as it is fetched; a market's
// tokens (read with the market, and sent back in its save body) keep the answer's dollars, and the screens ask
// for their value in cents through tokenValueCents and tokensInHandCents.

/** What one token is worth, in cents: 2.5 on the wire is 250. */
export function tokenValueCents(token: Pick<Token, 'per_dollar_value'>): Cents {
  return dollarsAsCents.decode(token.per_dollar_value);
}

/** What the tokens in hand are worth together, in cents (each token's value times its count). */
export function tokensInHandCents(tokens: readonly Pick<Token, 'per_dollar_value' | 'count'>[]): Cents {
  return tokens.reduce((sum, token) => sum + tokenValueCents(token) * token.count, 0);
}

/** One token over a reconciliation's range: its value per token and the variance's value in cents. */
export type TokenReconciliationSummaryCents = Omit<
  TokenReconciliationSummary,
  'per_dollar_value' | 'variance_value'
> & { value_cents: Cents; variance_value_cents: Cents };

/** A market's token reconciliation, its money in cents. */
export type TokenReconciliationCents = Omit<TokenReconciliation, 'tokens'> & {
  tokens: TokenReconciliationSummaryCents[];
};

export function decodeTokenReconciliation({
  tokens,
  ...rest
}: TokenReconciliation): TokenReconciliationCents {
  return {
    ...rest,
    tokens: tokens.map(({ per_dollar_value, variance_value, ...summary }) => ({
      ...summary,
      value_cents: dollarsAsCents.decode(per_dollar_value),
      variance_value_cents: dollarsAsCents.decode(variance_value),
    })),
  };
}
