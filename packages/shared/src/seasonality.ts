// Months a product is available, 1 (January) to 12 (December), and how to say them briefly.

export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const ALL_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const YEAR_ROUND_LABEL = 'Year-round';
export const NO_MONTHS_LABEL = 'No months chosen';

const next = (month: number) => (month % 12) + 1;
const previous = (month: number) => ((month + 10) % 12) + 1;

export function monthShortName(month: number): string {
  return MONTH_SHORT_NAMES[month - 1] ?? String(month);
}

export function isYearRound(months: readonly number[]): boolean {
  return ALL_MONTHS.every((month) => months.includes(month));
}

// Runs of consecutive months on the circular year, in calendar order of their first month:
// [11, 12, 1, 2] is one run Nov–Feb, not Jan–Feb plus Nov–Dec.
export function seasonRuns(months: readonly number[]): { start: number; end: number }[] {
  const chosen = new Set(months.filter((month) => month >= 1 && month <= 12));
  if (chosen.size === 0) return [];
  if (chosen.size === 12) return [{ start: 1, end: 12 }];
  const runs: { start: number; end: number }[] = [];
  for (const start of ALL_MONTHS) {
    if (!chosen.has(start) || chosen.has(previous(start))) continue;
    let end = start;
    while (chosen.has(next(end))) end = next(end);
    runs.push({ start, end });
  }
  return runs;
}

// 'Year-round', 'Jun–Sep', 'Nov–Feb', 'Mar–May, Sep–Oct', 'Jul'.
export function summarizeSeasonality(months: readonly number[]): string {
  if (isYearRound(months)) return YEAR_ROUND_LABEL;
  const runs = seasonRuns(months);
  if (runs.length === 0) return NO_MONTHS_LABEL;
  return runs
    .map(({ start, end }) =>
      start === end ? monthShortName(start) : `${monthShortName(start)}–${monthShortName(end)}`,
    )
    .join(', ');
}
