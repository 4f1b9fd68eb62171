import type { BrowseMarket } from '@marketday/shared';
import { displayDayOf, displayHours, seasonText, weekdayName } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

// 'Davis, CA', or whichever part is known.
export function placeOf(market: { city: string | null; state: string | null }): string | null {
  return [market.city, market.state].filter(Boolean).join(', ') || null;
}

// 'Sat · 8:00 AM – 1:00 PM · Year-round'
export function scheduleOf(market: Pick<BrowseMarket, 'day_of_week' | 'hours' | 'season'>): string {
  return t('schedule', {
    weekday: weekdayName(market.day_of_week),
    hours: displayHours(market.hours),
    season: seasonText(market.season),
  });
}

// Timestamps are shown as the local calendar date: MM/dd/yyyy in English (docs/product.md §9), '13 jun 2026'.
export function displayDate(instant: string): string {
  return displayDayOf(instant);
}
