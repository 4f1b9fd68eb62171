import {
  type BrowseMarket,
  formatDisplayDate,
  formatTime,
  seasonLabel,
  WEEKDAYS,
  YEAR_ROUND_MONTH,
} from '@marketday/shared';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

// 'Sat' (Sunday 22 November 2026 starts a week), 'April' (0 is January): in the language shown.
const weekdayShort = (day: BrowseMarket['day_of_week']) =>
  new Intl.DateTimeFormat(intlTag(), { weekday: 'short' }).format(
    new Date(2026, 10, 22 + WEEKDAYS.indexOf(day)),
  );
const monthName = (month: number) =>
  new Intl.DateTimeFormat(intlTag(), { month: 'long' }).format(new Date(2026, month, 1));

function seasonText(season: BrowseMarket['season']): string {
  if (season.start === YEAR_ROUND_MONTH) return sayShared(seasonLabel(season));
  return t('season', { start: monthName(season.start), end: monthName(season.end) });
}

// 'Davis, CA', or whichever part is known.
export function placeOf(market: { city: string | null; state: string | null }): string | null {
  return [market.city, market.state].filter(Boolean).join(', ') || null;
}

// 'Sat · 8:00 AM – 1:00 PM · Year-round'
export function scheduleOf(market: Pick<BrowseMarket, 'day_of_week' | 'hours' | 'season'>): string {
  const hours = `${formatTime(market.hours.start)} – ${formatTime(market.hours.end)}`;
  return t('schedule', {
    weekday: weekdayShort(market.day_of_week),
    hours,
    season: seasonText(market.season),
  });
}

// Timestamps are shown as the local calendar date, MM/dd/yyyy (docs/product.md §9).
export function displayDate(instant: string): string {
  return formatDisplayDate(new Date(instant));
}
