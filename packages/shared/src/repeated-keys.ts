import type { z } from 'zod';

/**
 * Flags each row whose key an earlier row already used (a booth size, an attribute name), in the rows' order:
 * the first use stands, every later one gets the row's own message and path.
 */
export function flagRepeatedKeys<T>(
  ctx: Pick<z.core.$RefinementCtx, 'addIssue'>,
  rows: readonly T[],
  key: (row: T) => string,
  issue: (row: T, index: number) => { message: string; path: PropertyKey[] },
): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const k = key(row);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', ...issue(row, index) });
    seen.add(k);
  });
}
