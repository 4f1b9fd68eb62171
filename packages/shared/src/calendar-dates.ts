import { formatterPerZone } from './zone-formats';

// Calendar dates without zod: what every page's shell formats and computes (issue 32: kept apart from the date
// schemas in ./dates.ts, so a page that reads no date schema does not load zod).

// Calendar dates travel as 'YYYY-MM-DD' and are read in local time: a market day is a date, not an instant.
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function fromIsoDate(value: string): Date {
  const [y = 1970, m = 1, d = 1] = value.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

// MM/dd/yyyy, the display format (docs/product.md §9).
export function formatDisplayDate(value: string | Date): string {
  const date = typeof value === 'string' ? fromIsoDate(value.slice(0, 10)) : value;
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${m}/${d}/${date.getFullYear()}`;
}

const zoneFormat = formatterPerZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

// The calendar date of an instant in a time zone, e.g. today at a market in California.
export function isoDateInZone(instant: Date, timeZone: string): string {
  const format = zoneFormat(timeZone);
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
