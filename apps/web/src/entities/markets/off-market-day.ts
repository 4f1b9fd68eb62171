import { isMarketDay, type MarketDays, type Season, type Weekday, weekdayOfDate } from '@marketday/shared';
import { displayDate, monthName, weekdayOn } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The weekday a market is held on, said in the plural ('Saturdays', 'sábados').
const HELD_ON = {
  MONDAY: 'heldMonday',
  TUESDAY: 'heldTuesday',
  WEDNESDAY: 'heldWednesday',
  THURSDAY: 'heldThursday',
  FRIDAY: 'heldFriday',
  SATURDAY: 'heldSaturday',
  SUNDAY: 'heldSunday',
} as const satisfies Record<Weekday, string>;

/**
 * The shared offMarketDayNotice in the reader's language (the checkout's date picker, the day report's form): why
 * a date is not one of the market's days, or null when it is ("Tuesday 11/24/2026 is not a Riverside day: the market is held on Saturdays.").
 */
export function offMarketDayText({ market, date }: { market: MarketDays; date: string }): string | null {
  if (isMarketDay({ market, date })) return null;
  const t = messagesOf(en);
  const when = `${weekdayOn(date, 'long')} ${displayDate(date)}`;
  if (weekdayOfDate(date) !== market.day_of_week)
    return t('notMarketWeekday', { when, market: market.name, days: t(HELD_ON[market.day_of_week]) });
  const season = market.season as Season;
  return t('outsideSeason', {
    when,
    market: market.name,
    start: monthName(season.start),
    end: monthName(season.end),
  });
}
