import {
  addDays,
  fromIsoDate,
  isMarketDay,
  isMarketToday,
  type Market,
  type MarketDate,
  todayAtMarket,
  toIsoDate,
} from '@marketday/shared';
import { paths } from '@/config/paths';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

type Scheduled = Pick<Market, 'name' | 'day_of_week' | 'hours' | 'time_zone' | 'season'>;

// "Next market" looks at most this many days past today (docs/product.md §2).
export const NEXT_MARKET_WINDOW_DAYS = 7;

function byOpeningTime(a: Scheduled, b: Scheduled): number {
  return a.hours.start.localeCompare(b.hours.start) || a.name.localeCompare(b.name);
}

/**
 * Markets held today (each at its own time zone, in season), earliest opening first. With the season's dates of
 * today (`todayDates`, by market id), an extra date counts and a cancelled one stays listed (said cancelled);
 * a market whose date is not read yet goes by its weekday and season.
 */
export function marketsToday<T extends Scheduled & { id?: string }>({
  markets,
  now,
  todayDates,
}: {
  markets: T[];
  now: Date;
  todayDates?: ReadonlyMap<string, MarketDate | null>;
}): T[] {
  const heldToday = (market: T) => {
    const day = market.id ? todayDates?.get(market.id) : undefined;
    return day === undefined ? isMarketToday(market, now) : day !== null;
  };
  return markets.filter(heldToday).sort(byOpeningTime);
}

/** The first market held (in season) on one of the next 7 days after today at that market, with its date. */
export function nextMarket<T extends Scheduled>({
  markets,
  now,
}: {
  markets: T[];
  now: Date;
}): { market: T; date: string } | null {
  const upcoming = markets.flatMap((market) => {
    const today = fromIsoDate(todayAtMarket(market, now));
    for (let offset = 1; offset <= NEXT_MARKET_WINDOW_DAYS; offset += 1) {
      const date = toIsoDate(addDays(today, offset));
      if (isMarketDay({ market, date })) return [{ market, date }];
    }
    return [];
  });
  upcoming.sort((a, b) => a.date.localeCompare(b.date) || byOpeningTime(a.market, b.market));
  return upcoming[0] ?? null;
}

/**
 * The date the home page heads its markets with: today at the manager's markets (the first market's zone; the
 * markets of one manager share one in practice), the device's date only when there is no market yet.
 */
export function homeToday({ markets, now }: { markets: Pick<Market, 'time_zone'>[] | undefined; now: Date }) {
  const [first] = markets ?? [];
  return first ? todayAtMarket(first, now) : toIsoDate(now);
}

export function nextMarketText({ market, date }: { market: Scheduled; date: string }): string {
  return messagesOf(en)('nextMarket', { name: market.name, date: displayDate(date) });
}

// docs/product.md §2: a market on the home page opens its checkout for today at that market. The checkout's date format
// is the UTC midnight of the calendar date (docs/product.md §9): 2026-11-22T00:00:00.000Z.
export function checkoutHref({
  market,
  now,
}: {
  market: Pick<Market, 'id' | 'name' | 'time_zone'>;
  now: Date;
}): string {
  const search = new URLSearchParams({
    market: market.id,
    date: `${todayAtMarket(market, now)}T00:00:00.000Z`,
    market_name: market.name,
  });
  return `${paths.checkout}?${search.toString()}`;
}
