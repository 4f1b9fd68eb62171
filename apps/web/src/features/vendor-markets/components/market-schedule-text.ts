import {
  formatTime,
  fromIsoDate,
  seasonLabel,
  type VendorMarket,
  WEEKDAY_PLURAL,
  WEEKDAY_SHORT,
  WEEKDAYS,
} from '@marketday/shared';

// 'Saturdays, 8:00 AM – 1:00 PM · Year-round'
export function scheduleText(market: Pick<VendorMarket, 'day_of_week' | 'hours' | 'season'>): string {
  const hours = `${formatTime(market.hours.start)} – ${formatTime(market.hours.end)}`;
  return `${WEEKDAY_PLURAL[market.day_of_week]}, ${hours} · ${seasonLabel(market.season)}`;
}

// 'Sat' for '2026-11-21'
export function weekdayOf(isoDate: string): string {
  return WEEKDAY_SHORT[WEEKDAYS[fromIsoDate(isoDate).getDay()] ?? 'SUNDAY'];
}

// '301 C St, Davis, CA 95616'
export function addressText(address: VendorMarket['address']): string | null {
  if (!address) return null;
  const street = [address.street, address.street_2].filter(Boolean).join(' ');
  const place = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean).join(', ') || null;
}
