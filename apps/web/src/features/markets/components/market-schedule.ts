import { formatTime, type Market, WEEKDAY_SHORT, YEAR_ROUND_MONTH } from '@marketday/shared';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Schedule = Pick<Market, 'day_of_week' | 'hours' | 'season'>;

// 'Sat · 8:00 AM – 1:00 PM'
export function dayAndHours(market: Schedule): string {
  return `${sayShared(WEEKDAY_SHORT[market.day_of_week])} · ${formatTime(market.hours.start)} – ${formatTime(market.hours.end)}`;
}

/** The name of a month (0 = January) in the language shown, capitalised as a label: 'January', 'Enero'. */
export function monthName(month: number): string {
  const tag = intlTag();
  const key = `${tag}-${month}`;
  const known = monthNames.get(key);
  if (known) return known;
  const name = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  );
  const label = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  monthNames.set(key, label);
  return label;
}
const monthNames = new Map<string, string>();

// 'Year-round' or 'April – October', as shared seasonLabel says it in English.
export function marketSeason(market: Schedule): string {
  if (market.season.start === YEAR_ROUND_MONTH) return messagesOf(en)('yearRound');
  return `${monthName(market.season.start)} – ${monthName(market.season.end)}`;
}
