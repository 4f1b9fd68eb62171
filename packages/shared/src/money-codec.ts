import { z } from 'zod';
import { type Cents, centsToDollars, dollarsToCents } from './money';

// Money as a codec (issue 29, item 4): the wire speaks dollars with two decimals, the code inside speaks integer
// cents. decode turns an answer's dollars into cents (a read), encode turns cents back into dollars (a write), so
// the conversion happens at the edge and nowhere else.

/** Dollars on the wire ⇄ integer cents inside. `dollarsAsCents.decode(12.5)` is 1250; `.encode(1250)` is 12.5. */
export const dollarsAsCents = z.codec(z.number(), z.number().int(), {
  decode: (dollars: number): Cents => dollarsToCents(dollars),
  encode: (cents: Cents): number => centsToDollars(cents),
});

/** An amount that may be absent: null stays null both ways. */
export const nullableDollarsAsCents = dollarsAsCents.nullable();

/**
 * An amount in integer cents held to a rule written for the wire's dollars (e.g. the shared `dollarAmount`
 * limits): the same messages as the server, without the form ever holding dollars.
 */
export function centsUnder(dollarRule: z.ZodType<number>) {
  return z
    .number()
    .int()
    .superRefine((cents, ctx) => {
      const checked = dollarRule.safeParse(dollarsAsCents.encode(cents));
      if (checked.success) return;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    });
}
