import { ALL_MONTHS, isYearRound, NO_MONTHS_LABEL, seasonRuns, YEAR_ROUND_LABEL } from '@marketday/shared';
import { intlTag } from '@/lib/i18n/intl';
import { sayShared } from '@/lib/i18n/use-messages';

const monthNames = new Map<string, string[]>();

/** A month's name in the language shown, 1 (January) to 12: 'January', or short with a capital: 'Jan', 'Ene'. */
export function monthName(month: number, width: 'long' | 'short'): string {
  const tag = intlTag();
  const key = `${tag} ${width}`;
  let names = monthNames.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(tag, { month: width });
    names = ALL_MONTHS.map((m) => {
      const name = format.format(new Date(2026, m - 1, 1));
      return width === 'short' ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : name;
    });
    monthNames.set(key, names);
  }
  return names[month - 1] ?? String(month);
}

/** The months a product is available, as summarizeSeasonality reads them, in the language shown: 'Oct–Jan, Mar'. */
export function seasonalityText(months: readonly number[]): string {
  if (isYearRound(months)) return sayShared(YEAR_ROUND_LABEL);
  const runs = seasonRuns(months);
  if (runs.length === 0) return sayShared(NO_MONTHS_LABEL);
  return runs
    .map(({ start, end }) =>
      start === end ? monthName(start, 'short') : `${monthName(start, 'short')}–${monthName(end, 'short')}`,
    )
    .join(', ');
}
