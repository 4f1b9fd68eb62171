import {
  formatTime,
  fromIsoDate,
  seasonLabel,
  type VendorMarket,
  WEEKDAY_PLURAL,
  YEAR_ROUND_MONTH,
} from '@marketday/shared';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

// 'April' (0 is January), in the language shown.
const monthName = (month: number) =>
  new Intl.DateTimeFormat(intlTag(), { month: 'long' }).format(new Date(2026, month, 1));

// 'Year-round', 'April – October'
function seasonText(season: VendorMarket['season']): string {
  if (season.start === YEAR_ROUND_MONTH) return sayShared(seasonLabel(season));
  return t('season', { start: monthName(season.start), end: monthName(season.end) });
}

// 'Saturdays, 8:00 AM – 1:00 PM · Year-round'
export function scheduleText(market: Pick<VendorMarket, 'day_of_week' | 'hours' | 'season'>): string {
  const hours = `${formatTime(market.hours.start)} – ${formatTime(market.hours.end)}`;
  return t('schedule', {
    weekdays: sayShared(WEEKDAY_PLURAL[market.day_of_week]),
    hours,
    season: seasonText(market.season),
  });
}

// 'Sat' for '2026-11-21', in the language shown
export function weekdayOf(isoDate: string): string {
  return new Intl.DateTimeFormat(intlTag(), { weekday: 'short' }).format(fromIsoDate(isoDate));
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
