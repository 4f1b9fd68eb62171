import {
  isMarketDay,
  isScheduledOn,
  type MarketDateStatus,
  type Season,
  seasonDates,
  todayAtMarket,
  type Weekday,
} from '@marketday/shared';
import type { Database } from '../../../db/client';
import { yearAheadEnd } from '../../../lib/year-ahead';
import { savedSchedules, scheduleDateChanges, scheduleDateKey } from '../schedules/schedule.repository';
import { listDateChanges } from '../season.repository';
import { type BoothOnDate, boothsOn } from './booths-on';

export type VendorDay = {
  date: string;
  status: MarketDateStatus;
  note: string | null;
  booth: BoothOnDate | null;
};

/**
 * One vendor's dates at one market from today at the market for a year (docs/season.md "The booth map"): the open
 * dates they are scheduled on (a cancelled date is not one), each with their booth that date or null.
 */
export async function vendorDaysAhead({
  db,
  market,
  marketVendorId,
  now,
  limit,
}: {
  db: Database;
  market: { id: string; day_of_week: Weekday; season: Season; time_zone: string };
  marketVendorId: string;
  now: Date;
  limit?: number;
}): Promise<VendorDay[]> {
  const start = todayAtMarket(market, now);
  const range = { start, end: yearAheadEnd(start) };
  const [changes, schedules, scheduleChanges] = await Promise.all([
    listDateChanges({ db, marketId: market.id, ...range }),
    savedSchedules({ db, marketId: market.id, marketVendorIds: [marketVendorId] }),
    scheduleDateChanges({ db, marketId: market.id, ...range, marketVendorId }),
  ]);
  const schedule = schedules.get(marketVendorId) ?? null;
  const days = seasonDates(market, changes, range)
    .filter(
      (d) =>
        d.status !== 'CANCELLED' &&
        isScheduledOn(
          schedule,
          scheduleChanges.get(scheduleDateKey(marketVendorId, d.date)),
          d.date,
          isMarketDay({ market, date: d.date }),
        ),
    )
    .slice(0, limit);
  const booths = await boothsOn({ db, marketId: market.id, dates: days.map((d) => d.date) });
  return days.map((d) => ({ ...d, booth: booths.get(d.date)?.get(marketVendorId) ?? null }));
}
