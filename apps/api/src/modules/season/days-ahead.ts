import {
  type MarketDateStatus,
  type Season,
  seasonDates,
  todayAtMarket,
  type Weekday,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { yearAheadEnd } from '../../lib/year-ahead';
import { listDateChanges } from './season.repository';

// "From today at the market for the next twelve months" (docs/season.md "Calendars", "The booth map"): the range
// both the calendar feeds and a vendor's booth days read, with the manager's cancelled and extra dates.

export type MarketAhead = { id: string; day_of_week: Weekday; season: Season; time_zone: string };
export type DayAhead = { date: string; status: MarketDateStatus; note: string | null };

export function yearAheadAtMarket(market: { time_zone: string }, now: Date) {
  const start = todayAtMarket(market, now);
  return { start, end: yearAheadEnd(start) };
}

/** Every date of the market in the range, cancelled ones included (each caller decides). */
export async function marketDaysIn({
  db,
  market,
  range,
}: {
  db: Database;
  market: MarketAhead;
  range: { start: string; end: string };
}): Promise<DayAhead[]> {
  const changes = await listDateChanges({ db, marketId: market.id, ...range });
  return seasonDates(market, changes, range);
}

/** Every date of the market in the coming twelve months, cancelled ones included (each caller decides). */
export function marketDaysAhead({ db, market, now }: { db: Database; market: MarketAhead; now: Date }) {
  return marketDaysIn({ db, market, range: yearAheadAtMarket(market, now) });
}
