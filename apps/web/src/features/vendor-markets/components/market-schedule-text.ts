import { type VendorMarket, WEEKDAY_PLURAL } from '@marketday/shared';
import { displayHours, seasonText } from '@/lib/i18n/dates';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

// 'Saturdays, 8:00 AM – 1:00 PM · Year-round', 'Sábados, 8:00 a. m. – 1:00 p. m. · mayo – octubre'
export function scheduleText(market: Pick<VendorMarket, 'day_of_week' | 'hours' | 'season'>): string {
  return t('schedule', {
    weekdays: sayShared(WEEKDAY_PLURAL[market.day_of_week]),
    hours: displayHours(market.hours),
    season: seasonText(market.season),
  });
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
