import { z } from 'zod';
import { dollarsAsCents } from './money-codec';

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
