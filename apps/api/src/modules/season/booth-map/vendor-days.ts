import { isMarketDay, isScheduledOn } from '@marketday/shared';
import type { Database } from '../../../db/client';
import { type DayAhead, type MarketAhead, marketDaysIn, yearAheadAtMarket } from '../days-ahead';
import { savedSchedules, scheduleDateChanges, scheduleDateKey } from '../schedules/schedule.repository';
import { type BoothOnDate, boothsOn } from './booths-on';

export type VendorDay = DayAhead & { booth: BoothOnDate | null };

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
  market: MarketAhead;
  marketVendorId: string;
  now: Date;
  limit?: number;
}): Promise<VendorDay[]> {
  const range = yearAheadAtMarket(market, now);
  const [marketDays, schedules, scheduleChanges] = await Promise.all([
    marketDaysIn({ db, market, range }),
    savedSchedules({ db, marketId: market.id, marketVendorIds: [marketVendorId] }),
    scheduleDateChanges({ db, marketId: market.id, ...range, marketVendorId }),
  ]);
  const schedule = schedules.get(marketVendorId) ?? null;
  const days = marketDays
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
