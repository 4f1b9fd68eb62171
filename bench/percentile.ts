/** Nearest rank: the smallest time that at least p % of the responses took no longer than. */
export function percentile(times: number[], p: number): number {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return Math.round(sorted[Math.max(rank - 1, 0)] ?? 0);
}
