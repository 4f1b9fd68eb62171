import {
  type BrowseMarket,
  formatDisplayDate,
  formatTime,
  seasonLabel,
  WEEKDAY_SHORT,
} from '@marketday/shared';

// 'Davis, CA', or whichever part is known.
export function placeOf(market: { city: string | null; state: string | null }): string | null {
  return [market.city, market.state].filter(Boolean).join(', ') || null;
}

// 'Sat · 8:00 AM – 1:00 PM · Year-round'
export function scheduleOf(market: Pick<BrowseMarket, 'day_of_week' | 'hours' | 'season'>): string {
  const hours = `${formatTime(market.hours.start)} – ${formatTime(market.hours.end)}`;
  return `${WEEKDAY_SHORT[market.day_of_week]} · ${hours} · ${seasonLabel(market.season)}`;
}

// Timestamps are shown as the local calendar date, MM/dd/yyyy (docs/product.md §9).
export function displayDate(instant: string): string {
  return formatDisplayDate(new Date(instant));
}
