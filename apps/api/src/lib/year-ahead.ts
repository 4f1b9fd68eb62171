// The ends of "a year from today at the market", the two ways the season counts it.

/** The same month and day a year on, that day included ('2026-11-29' → '2027-11-29'; a 29 February → the 28th). */
export function sameDayAYearOn(date: string): string {
  const monthDay = date.slice(5);
  return `${Number(date.slice(0, 4)) + 1}-${monthDay === '02-29' ? '02-28' : monthDay}`;
}

/** The last date of the twelve months starting on `today` ('2026-11-29' → '2027-11-28'). */
export function yearAheadEnd(today: string): string {
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + 12, d - 1)).toISOString().slice(0, 10);
}
