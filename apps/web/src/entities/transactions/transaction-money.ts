import { type Cents, dollarsAsCents, type Transaction } from '@marketday/shared';

// Issue 29, item 4: a booked checkout's money read in cents here, so the edit sheet never holds dollars. (The
// transaction lists and their totals are not converted yet: they still format the answer's dollars.)

/** A token the checkout counted, its value per token in cents. */
export type CountedToken = { token_id: string; name: string; count: number; value_cents: Cents };

/** What editing a booked checkout starts from: its gross and counted tokens in cents. */
export type BookedCheckoutCents = { reported_gross_cents: Cents; tokens: CountedToken[] };

export function decodeBookedCheckout(
  transaction: Pick<Transaction, 'reported_gross' | 'tokens'>,
): BookedCheckoutCents {
  return {
    reported_gross_cents: dollarsAsCents.decode(transaction.reported_gross),
    tokens: decodeCountedTokens(transaction.tokens),
  };
}

export function decodeCountedTokens(tokens: Transaction['tokens']): CountedToken[] {
  return tokens.map((token) => ({
    token_id: token.token_id,
    name: token.name,
    count: token.count,
    value_cents: dollarsAsCents.decode(token.per_dollar_value),
  }));
}
