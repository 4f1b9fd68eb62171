import {
  type Cents,
  dollarsAsCents,
  type TerminalBatchesInput,
  type TerminalDay,
  type TokenFloat,
  type TokenFloatDay,
  type TokenFloatEntry,
  type TokenFloatEntryInput,
  type TokenFloatLine,
} from '@marketday/shared';

// The token float's money crosses between the wire's dollars and integer cents here and nowhere else in the web.

const centsOf = (dollars: number): Cents => dollarsAsCents.decode(dollars);
const centsOrNull = (dollars: number | null): Cents | null => (dollars === null ? null : centsOf(dollars));
const dollarsOrNull = (cents: Cents | null): number | null =>
  cents === null ? null : dollarsAsCents.encode(cents);

/** One token's outstanding count: its value per token and the outstanding tokens' value in cents. */
export type TokenFloatLineCents = Omit<TokenFloatLine, 'value' | 'outstanding_value'> & {
  value_cents: Cents;
  outstanding_value_cents: Cents;
};

/** The tokens shoppers hold as of a date, the money in cents. */
export type TokenFloatCents = Omit<TokenFloat, 'tokens' | 'outstanding_value'> & {
  tokens: TokenFloatLineCents[];
  outstanding_value_cents: Cents;
};

/** One entry of the info booth's book, what the terminal or till took (or gave back) in cents. */
export type TokenFloatEntryCents = Omit<TokenFloatEntry, 'amount'> & { amount_cents: Cents };

/** One terminal's day in cents: its batch total (null until entered), the booth's entries and the difference. */
export type TerminalDayCents = Pick<TerminalDay, 'terminal'> & {
  batch_total_cents: Cents | null;
  entries_total_cents: Cents;
  variance_cents: Cents | null;
};

/** The info booth's day, the money in cents. */
export type TokenFloatDayCents = Omit<TokenFloatDay, 'entries' | 'terminals'> & {
  entries: TokenFloatEntryCents[];
  terminals: TerminalDayCents[];
};

/** A new entry as the web holds it: the amount in cents (null: count × the token's value, the server's). */
export type TokenFloatEntryInCents = Omit<TokenFloatEntryInput, 'amount'> & { amount_cents: Cents | null };

/** The terminals' batch totals of a day in cents; null clears one. */
export type TerminalBatchesInCents = { ebt_cents: Cents | null; card_cents: Cents | null };

export function decodeTokenFloat({ tokens, outstanding_value, ...rest }: TokenFloat): TokenFloatCents {
  return {
    ...rest,
    tokens: tokens.map(({ value, outstanding_value: lineValue, ...line }) => ({
      ...line,
      value_cents: centsOf(value),
      outstanding_value_cents: centsOf(lineValue),
    })),
    outstanding_value_cents: centsOf(outstanding_value),
  };
}

export function decodeTokenFloatEntry({ amount, ...entry }: TokenFloatEntry): TokenFloatEntryCents {
  return { ...entry, amount_cents: centsOf(amount) };
}

export function decodeTokenFloatDay({ entries, terminals, ...rest }: TokenFloatDay): TokenFloatDayCents {
  return {
    ...rest,
    entries: entries.map(decodeTokenFloatEntry),
    terminals: terminals.map(({ terminal, batch_total, entries_total, variance }) => ({
      terminal,
      batch_total_cents: centsOrNull(batch_total),
      entries_total_cents: centsOf(entries_total),
      variance_cents: centsOrNull(variance),
    })),
  };
}

export function encodeTokenFloatEntry({
  amount_cents,
  ...input
}: TokenFloatEntryInCents): TokenFloatEntryInput {
  return { ...input, amount: dollarsOrNull(amount_cents) };
}

export function encodeTerminalBatches({
  ebt_cents,
  card_cents,
}: TerminalBatchesInCents): TerminalBatchesInput {
  return { ebt: dollarsOrNull(ebt_cents), card: dollarsOrNull(card_cents) };
}

/** A held entry's amount in cents, from the request body it waits with (dollars; null: not given). */
export function heldFloatEntryCents(input: Pick<TokenFloatEntryInput, 'amount'>): Cents | null {
  return input.amount == null ? null : centsOf(input.amount);
}
