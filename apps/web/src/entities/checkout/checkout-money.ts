import {
  type Cents,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutResult,
  type CheckoutVendor,
  dollarsAsCents,
  nullableDollarsAsCents,
  type Token,
  type Transaction,
} from '@marketday/shared';

// Issue 29, item 4: the checkout's money crosses between dollars and cents here and nowhere else in the web. A read
// decodes the answer's dollars into integer cents; a write encodes the form's cents back into the spec's dollars.
// The vendor fee rules (flat, min, max) stay as the server sends them: the shared fee math reads them itself.

/** A market token as the checkout screen uses it: its value per token in cents. */
export type CheckoutDayToken = Omit<Token, 'per_dollar_value'> & { value_cents: Cents };
/** A vendor of the day: its largest gross so far in cents (null: none yet). */
export type CheckoutDayVendor = Omit<CheckoutVendor, 'largest_gross'> & { largest_gross_cents: Cents | null };
/** A vendor as the pickers and lists show it: no money, so either shape of the vendor will do. */
export type CheckoutVendorListing = Omit<CheckoutVendor, 'largest_gross'>;
/** The day's market (the checkout context), its money in cents. */
export type CheckoutDay = Omit<CheckoutContext, 'gov_fee' | 'market_tokens' | 'vendors'> & {
  gov_fee_cents: Cents;
  market_tokens: CheckoutDayToken[];
  vendors: CheckoutDayVendor[];
};

export function decodeCheckoutDay(context: CheckoutContext): CheckoutDay {
  const { gov_fee, market_tokens, vendors, ...rest } = context;
  return {
    ...rest,
    gov_fee_cents: dollarsAsCents.decode(gov_fee),
    market_tokens: market_tokens.map(({ per_dollar_value, ...token }) => ({
      ...token,
      value_cents: dollarsAsCents.decode(per_dollar_value),
    })),
    vendors: vendors.map(({ largest_gross, ...vendor }) => ({
      ...vendor,
      largest_gross_cents: nullableDollarsAsCents.decode(largest_gross),
    })),
  };
}

/** A checkout as the web holds it before it is sent: the gross in cents. */
export type CheckoutDraft = Omit<CheckoutInput, 'reported_gross'> & { reported_gross_cents: Cents };

/** The request body a checkout write sends (and the device's outbox keeps): the gross in the spec's dollars. */
export function encodeCheckoutDraft({ reported_gross_cents, ...draft }: CheckoutDraft): CheckoutInput {
  return { ...draft, reported_gross: dollarsAsCents.encode(reported_gross_cents) };
}

/** A request body read back (a checkout the device holds): the gross in cents again. */
export function decodeCheckoutInput({ reported_gross, ...input }: CheckoutInput): CheckoutDraft {
  return { ...input, reported_gross_cents: dollarsAsCents.decode(reported_gross) };
}

/** What a booked checkout's answer says, in cents. */
export type BookedCheckout = { id: string; moneyOwedCents: Cents };

export function decodeCheckoutResult(result: CheckoutResult): BookedCheckout {
  return { id: result.data.id, moneyOwedCents: dollarsAsCents.decode(result.money_owed) };
}

/** A booked checkout's gross and money owed (the transaction the server holds), in cents. */
export type CheckoutFigures = { grossCents: Cents; moneyOwedCents: Cents };

export function decodeCheckoutFigures(
  transaction: Pick<Transaction, 'reported_gross' | 'money_owed'>,
): CheckoutFigures {
  return {
    grossCents: dollarsAsCents.decode(transaction.reported_gross),
    moneyOwedCents: dollarsAsCents.decode(transaction.money_owed),
  };
}
