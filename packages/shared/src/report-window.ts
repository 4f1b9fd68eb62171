import type { Weekday } from './enums';
import { isMarketDay, todayAtMarket } from './market-days';
import type { Season } from './markets';
import { formatterPerZone } from './zone-formats';

// When a vendor may report a market day's sales (docs/product.md "Vendors report their sales"): from an hour before
// the market closes until the end of the next day, both at the market's clock. Apart from the report's schemas so
// the vendor's home, which only asks whether to offer the form, does not load them.
export const REPORT_OPENS_BEFORE_CLOSE_MINUTES = 60;

const wallClock = formatterPerZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

// The offset of a time zone from UTC at an instant, in ms (positive east of Greenwich).
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - (instant - (instant % 1000));
}

/** The instant a wall-clock time ('HH:MM' on 'YYYY-MM-DD') happens at a place; minutes may run past midnight. */
export function instantAtMarket(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** When a vendor may report a market day: an hour before closing until the end of the next day, at the market. */
export function reportWindow(
  market: { time_zone: string; hours: { end: string } },
  date: string,
): { opensAt: Date; closesAt: Date } {
  const opens = Math.max(0, minutesOf(market.hours.end) - REPORT_OPENS_BEFORE_CLOSE_MINUTES);
  return {
    opensAt: instantAtMarket(date, opens, market.time_zone),
    closesAt: instantAtMarket(date, 2 * 24 * 60, market.time_zone),
  };
}

/**
 * The market day a vendor may report right now, if any: today or yesterday at the market, when that date is the
 * market's weekday in season and its window is open. A date the manager cancelled or added is for the server to
 * judge (it answers notMarketDay); this only decides whether to offer the form.
 */
export function reportableDay(
  market: { day_of_week: Weekday; season?: Season; time_zone: string; hours: { end: string } },
  now: Date,
): string | null {
  const today = todayAtMarket(market, now);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  for (const date of [today, yesterday]) {
    if (!isMarketDay({ market, date })) continue;
    const { opensAt, closesAt } = reportWindow(market, date);
    if (now >= opensAt && now < closesAt) return date;
  }
  return null;
}
