import { type Cents, centsToDollars, dollarsToCents } from './money';

// Money as a codec (issue 29, item 4): the wire speaks dollars with two decimals, the code inside speaks integer
// cents. decode turns an answer's dollars into cents (a read), encode turns cents back into dollars (a write), so
// the conversion happens at the edge and nowhere else. Plain functions, not a zod codec: every signed-in page of
// the web decodes money, and a zod codec brought all of zod (27 KB gzip) to pages that parse nothing else
// (issue 32, docs/decisions/038-page-weight-and-first-screen.md). The checks are the ones the codec made.

export type MoneyCodec<Wire, Inside> = {
  decode: (wire: Wire) => Inside;
  encode: (inside: Inside) => Wire;
};

/** Dollars on the wire ⇄ integer cents inside. `dollarsAsCents.decode(12.5)` is 1250; `.encode(1250)` is 12.5. */
export const dollarsAsCents: MoneyCodec<number, Cents> = {
  decode: (dollars) => {
    if (typeof dollars !== 'number' || !Number.isFinite(dollars))
      throw new TypeError(`An amount in dollars was expected, not ${String(dollars)}`);
    return dollarsToCents(dollars);
  },
  encode: (cents) => {
    if (!Number.isSafeInteger(cents)) throw new TypeError(`Whole cents were expected, not ${String(cents)}`);
    return centsToDollars(cents);
  },
};

/** An amount that may be absent: null stays null both ways. */
export const nullableDollarsAsCents: MoneyCodec<number | null, Cents | null> = {
  decode: (dollars) => (dollars === null ? null : dollarsAsCents.decode(dollars)),
  encode: (cents) => (cents === null ? null : dollarsAsCents.encode(cents)),
};
