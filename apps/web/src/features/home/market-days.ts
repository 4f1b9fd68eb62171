import { addDays, formatDisplayDate, type Market, startOfDay, WEEKDAYS } from '@marketday/shared';
import { paths } from '@/config/paths';

type Scheduled = Pick<Market, 'name' | 'day_of_week' | 'hours'>;

// "Next market" looks at most this many days past today (spec §2).
export const NEXT_MARKET_WINDOW_DAYS = 7;

function byOpeningTime(a: Scheduled, b: Scheduled): number {
  return a.hours.start.localeCompare(b.hours.start) || a.name.localeCompare(b.name);
}

/** Markets held on the weekday of `date` (browser local time), earliest opening first. */
export function marketsOn<T extends Scheduled>({ markets, date }: { markets: T[]; date: Date }): T[] {
  const weekday = WEEKDAYS[date.getDay()];
  return markets.filter((market) => market.day_of_week === weekday).sort(byOpeningTime);
}

/** The first market on one of the next 7 days after today, with its date. */
export function nextMarket<T extends Scheduled>({
  markets,
  now,
}: {
  markets: T[];
  now: Date;
}): { market: T; date: Date } | null {
  const today = startOfDay(now);
  for (let offset = 1; offset <= NEXT_MARKET_WINDOW_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const [market] = marketsOn({ markets, date });
    if (market) return { market, date };
  }
  return null;
}

export function nextMarketText({ market, date }: { market: Scheduled; date: Date }): string {
  return `Next market: ${market.name} on ${formatDisplayDate(date)}`;
}

/** Today's local calendar date as UTC midnight, the checkout's date format (spec §9): 2026-11-22T00:00:00.000Z. */
export function utcMidnightIso(date: Date): string {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();
}

// Spec §2: a market on the home page opens its checkout for today.
export function checkoutHref({
  market,
  today,
}: {
  market: Pick<Market, 'id' | 'name'>;
  today: Date;
}): string {
  const search = new URLSearchParams({
    market: market.id,
    date: utcMidnightIso(today),
    market_name: market.name,
  });
  return `${paths.checkout}?${search.toString()}`;
}
