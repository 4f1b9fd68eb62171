/**
 * A day report's distributed tokens (stored by id) with their names from `tokenNames` (every token the market has
 * had): a token gone since is still shown, as "Retired token".
 */
export function namedTokenCounts(
  counts: readonly { token_id: string; count: number }[],
  tokenNames: Map<string, string>,
) {
  return counts.map((t) => ({
    token_id: t.token_id,
    name: tokenNames.get(t.token_id) ?? 'Retired token',
    count: t.count,
  }));
}
