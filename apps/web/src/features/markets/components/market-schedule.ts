import { type Market, WEEKDAY_SHORT, YEAR_ROUND_MONTH } from '@marketday/shared';
import { displayHours, monthLabel } from '@/lib/i18n/dates';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Schedule = Pick<Market, 'day_of_week' | 'hours' | 'season'>;

// 'Sat · 8:00 AM – 1:00 PM' ('sáb · 8:00 a. m. – 1:00 p. m.')
export function dayAndHours(market: Schedule): string {
  return `${sayShared(WEEKDAY_SHORT[market.day_of_week])} · ${displayHours(market.hours)}`;
}

// 'Year-round' or 'April – October', in the language shown (the months capitalised as labels: 'Abril – Octubre').
export function marketSeason(market: Schedule): string {
  if (market.season.start === YEAR_ROUND_MONTH) return messagesOf(en)('yearRound');
  return `${monthLabel(market.season.start)} – ${monthLabel(market.season.end)}`;
}
