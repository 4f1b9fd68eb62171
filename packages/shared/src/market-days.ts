import { formatDisplayDate, isoDateInZone } from './calendar-dates';
import { WEEKDAYS, type Weekday } from './enums';
import { DEFAULT_TIME_ZONE } from './market-time';
import type { Season } from './markets';
import { MONTH_NAMES } from './months';
import { TAKE_TO_MARKET_DAYS_AHEAD } from './take-to-market';

// Market days are calendar dates ('YYYY-MM-DD') at the market; the arithmetic runs on UTC midnights so
// neither the server's nor the browser's time zone (or a DST change) can shift a date.
const DAY_MS = 86_400_000;

function utcMidnight(iso: string): number {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

// Season months are 0–11 with the end month included; -1/-1 is year-round (docs/product.md §3).
export function isInSeason({ season, month }: { season: Season; month: number }): boolean {
  if (season.start === -1 || season.end === -1) return true;
  return month >= season.start && month <= season.end;
}

// Two years always hold a season's weekday when there is one.
const SEARCH_DAYS = 731;

/** A market's weekday and season, the date at the market, and how many market days to answer (4 unless said). */
type MarketDaysQuery = { dayOfWeek: Weekday; season: Season; today: string; count?: number };

/**
 * The next `count` dates, from `today` on (today included), that fall on the market's weekday inside its
 * season. `today` is the date at the market, e.g. isoDateInZone(now, market.time_zone).
 */
export function nextMarketDays({ dayOfWeek, season, today, count = 4 }: MarketDaysQuery): string[] {
  const start = utcMidnight(today);
  const offset = (WEEKDAYS.indexOf(dayOfWeek) - new Date(start).getUTCDay() + 7) % 7;
  const days: string[] = [];
  for (let ms = start + offset * DAY_MS; ms <= start + SEARCH_DAYS * DAY_MS; ms += 7 * DAY_MS) {
    if (days.length >= count) break;
    if (isInSeason({ season, month: new Date(ms).getUTCMonth() })) days.push(isoOf(ms));
  }
  return days;
}

/** The weekday of a calendar date ('YYYY-MM-DD'). */
export function weekdayOfDate(iso: string): Weekday {
  return WEEKDAYS[new Date(utcMidnight(iso)).getUTCDay()] as Weekday;
}

/** Today's date at the market: a market day is counted in the market's time zone, never the device's. */
export function todayAtMarket(market: { time_zone: string }, now: Date): string {
  return isoDateInZone(now, market.time_zone);
}

// Money is booked for a day that has happened (issue 28, item 6): one wrong tap on a future date would book a day
// that never was and move token stock. Checkouts, their edits and day reports are refused past today at the market.
export const FUTURE_MARKET_DAY_MESSAGE =
  'The date is after today at the market. Choose today or an earlier day.';

export function isAfterTodayAtMarket(date: string, market: { time_zone: string }, now: Date): boolean {
  return date > todayAtMarket(market, now);
}

/** The last market day a hand-entered "taken to market" entry may name: a week after today at the market. */
export function latestDayToTakeTokens(market: { time_zone: string }, now: Date): string {
  return isoOf(utcMidnight(todayAtMarket(market, now)) + TAKE_TO_MARKET_DAYS_AHEAD * DAY_MS);
}

/**
 * The zone whose today a screen about several markets counts from (date-range presets, a report): the chosen
 * market's when there is one, else the first market's (as Home shows the date), else DEFAULT_TIME_ZONE (a market's
 * default zone, and the server's for a vendor's own views) while none is known. Never the device's zone.
 */
export function marketsTimeZone(
  markets: readonly { id?: string; time_zone: string }[] | null | undefined,
  chosenId?: string | null,
): string {
  const chosen = chosenId ? markets?.find((m) => m.id === chosenId) : undefined;
  return (chosen ?? markets?.[0])?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Whether the market is held on a calendar date: its weekday, inside its season when it has one. */
export function isMarketDay({
  market,
  date,
}: {
  market: { day_of_week: Weekday; season?: Season };
  date: string;
}): boolean {
  if (weekdayOfDate(date) !== market.day_of_week) return false;
  return (
    !market.season || isInSeason({ season: market.season, month: new Date(utcMidnight(date)).getUTCMonth() })
  );
}

/** Whether the market is held today, at the market (and in its season: Riverside is not "today" in November). */
export function isMarketToday(
  market: { day_of_week: Weekday; time_zone: string; season?: Season },
  now: Date,
): boolean {
  return isMarketDay({ market, date: todayAtMarket(market, now) });
}

/** The last `count` market days before `today` (today excluded), newest first, inside the season. */
export function previousMarketDays({ dayOfWeek, season, today, count = 4 }: MarketDaysQuery): string[] {
  const start = utcMidnight(today);
  const back = (new Date(start).getUTCDay() - WEEKDAYS.indexOf(dayOfWeek) + 7) % 7 || 7;
  const days: string[] = [];
  for (let ms = start - back * DAY_MS; ms >= start - SEARCH_DAYS * DAY_MS; ms -= 7 * DAY_MS) {
    if (days.length >= count) break;
    if (isInSeason({ season, month: new Date(ms).getUTCMonth() })) days.push(isoOf(ms));
  }
  return days;
}

const dayName = (weekday: Weekday) => `${weekday.charAt(0)}${weekday.slice(1).toLowerCase()}`;

/**
 * Why a date is not one of the market's days, or null when it is: a checkout or a day report for such a date is
 * asked to be confirmed first (one wrong tap must not book a night that never happened; docs/product.md §5).
 */
export type MarketDays = { name: string; day_of_week: Weekday; season?: Season };

export function offMarketDayNotice({ market, date }: { market: MarketDays; date: string }): string | null {
  if (isMarketDay({ market, date })) return null;
  const weekday = weekdayOfDate(date);
  const when = `${dayName(weekday)} ${formatDisplayDate(date)}`;
  if (weekday !== market.day_of_week)
    return `${when} is not a ${market.name} day: the market is held on ${dayName(market.day_of_week)}s.`;
  const season = market.season as Season;
  return `${when} is outside the ${market.name} season (${MONTH_NAMES[season.start]} to ${MONTH_NAMES[season.end]}).`;
}
