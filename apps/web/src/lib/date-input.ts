import { MAX_DATE, MIN_DATE } from '@marketday/shared';
import { format } from 'date-fns';

// docs/product.md §5 (dates typed by hand) and §9 (display MM/dd/yyyy, range 1900-2100, local midnight).
export const DATE_INPUT_FORMAT = 'MM/dd/yyyy';
// The years of the shared MIN_DATE and MAX_DATE, so the date inputs take what the schemas accept.
export const DATE_INPUT_MIN_YEAR = Number(MIN_DATE.slice(0, 4));
export const DATE_INPUT_MAX_YEAR = Number(MAX_DATE.slice(0, 4));
// One wording for a date typed wrong, here and from the server (calendarDate).
export { INVALID_DATE_MESSAGE } from '@marketday/shared';

/** A real calendar date at local midnight, or null (02/30 or 02/29 of a non-leap year are not). */
export function toCalendarDate({ year, month, day }: { year: number; month: number; day: number }) {
  if (year < DATE_INPUT_MIN_YEAR || year > DATE_INPUT_MAX_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(year, month - 1, day);
  // The Date constructor rolls overflow into the next month; a changed month means no such day.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Typed text: mm/dd/yyyy (one or two digits for month and day). */
export function parseManualDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match.map(Number) as [number, number, number, number];
  return toCalendarDate({ year, month, day });
}

// Two-digit years: under 50 are 20xx, the rest 19xx (docs/product.md §5).
function expandYear(digits: string): number {
  const year = Number(digits);
  if (digits.length === 4) return year;
  return year < 50 ? 2000 + year : 1900 + year;
}

/** Pasted text: m/d/yyyy, m/d/yy or yyyy/m/d with '/', '-' or '.', or 8 digits (MMDDYYYY, else YYYYMMDD). */
export function parsePastedDate(text: string): Date | null {
  const value = text.trim();
  if (/^\d{8}$/.test(value)) {
    return (
      toCalendarDate({
        month: Number(value.slice(0, 2)),
        day: Number(value.slice(2, 4)),
        year: Number(value.slice(4)),
      }) ??
      toCalendarDate({
        year: Number(value.slice(0, 4)),
        month: Number(value.slice(4, 6)),
        day: Number(value.slice(6)),
      })
    );
  }
  const yearFirst = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(value);
  if (yearFirst) {
    return toCalendarDate({
      year: Number(yearFirst[1]),
      month: Number(yearFirst[3]),
      day: Number(yearFirst[4]),
    });
  }
  const monthFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(value);
  if (monthFirst) {
    return toCalendarDate({
      month: Number(monthFirst[1]),
      day: Number(monthFirst[3]),
      year: expandYear(monthFirst[4] ?? ''),
    });
  }
  return null;
}

export function formatDateInput(date: Date): string {
  return format(date, DATE_INPUT_FORMAT);
}

/**
 * Typing help for phone keypads without a '/' key: "12" → "12/", "12/31" → "12/31/".
 * Returns null to reject the edit (letters, too long).
 */
export function autoFormatDateTyping({ previous, next }: { previous: string; next: string }): string | null {
  if (!/^[\d/]*$/.test(next) || next.length > DATE_INPUT_FORMAT.length) return null;
  // Deleting never re-adds a slash, so backspace over "12/" works.
  if (next.length <= previous.length) return next;
  // A '/' typed right after an automatic one is swallowed.
  if (next === `${previous}/` && previous.endsWith('/')) return previous;
  const withSlash = /^(\d{2})(\d)$/.exec(next) ?? /^(\d{1,2}\/\d{2})(\d)$/.exec(next);
  if (withSlash) return `${withSlash[1]}/${withSlash[2]}`;
  if (/^\d{2}$/.test(next) || /^\d{1,2}\/\d{2}$/.test(next)) return `${next}/`;
  return next;
}
