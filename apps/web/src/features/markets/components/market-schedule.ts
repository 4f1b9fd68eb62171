import { formatTime, type Market, seasonLabel, WEEKDAY_SHORT } from '@marketday/shared';

type Schedule = Pick<Market, 'day_of_week' | 'hours' | 'season'>;

// 'Sat · 8:00 AM – 1:00 PM'
export function dayAndHours(market: Schedule): string {
  return `${WEEKDAY_SHORT[market.day_of_week]} · ${formatTime(market.hours.start)} – ${formatTime(market.hours.end)}`;
}

export function marketSeason(market: Schedule): string {
  return seasonLabel(market.season);
}

export function pluralize(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
