import { isScheduledOn, type MarketDateStatus, seasonDates } from '@marketday/shared';
import type { Database } from '../../../db/client';
import type { MarketDayKey, MarketRangeKey } from '../market-key';
import { listDateChanges, seasonMarketById } from '../season.repository';
import {
  marketVendorIdsOf,
  savedSchedules,
  scheduleDateChanges,
  scheduleDateKey,
} from './schedule.repository';

// Who is expected on a date: the vendors scheduled on it (docs/season.md "Schedules"). A vendor without a saved
// schedule is on every open date; a cancelled date has nobody. Each read takes the schedules and the dates added
// or dropped once for the whole range, not once per date.

type DateOfMarket = { date: string; status: MarketDateStatus };

/** The market vendor ids scheduled on each of `dates` (the market's dates, as `seasonDates` answers them). */
export async function scheduledOnDates({
  db,
  marketId,
  dates,
}: {
  db: Database;
  marketId: string;
  dates: readonly DateOfMarket[];
}): Promise<Map<string, Set<string>>> {
  const byDate = new Map(dates.map((d) => [d.date, new Set<string>()]));
  const open = dates.filter((d) => d.status !== 'CANCELLED').map((d) => d.date);
  if (open.length === 0) return byDate;
  const start = open.reduce((a, b) => (a < b ? a : b));
  const end = open.reduce((a, b) => (a > b ? a : b));
  const [ids, schedules, changes] = await Promise.all([
    marketVendorIdsOf({ db, marketId }),
    savedSchedules({ db, marketId }),
    scheduleDateChanges({ db, marketId, start, end }),
  ]);
  for (const { date, status } of dates) {
    if (status === 'CANCELLED') continue;
    const scheduled = byDate.get(date) as Set<string>;
    for (const id of ids) {
      const change = changes.get(scheduleDateKey(id, date));
      if (isScheduledOn(schedules.get(id) ?? null, change, date, status === 'SCHEDULED')) scheduled.add(id);
    }
  }
  return byDate;
}

/**
 * The market vendor ids scheduled on each of the market's dates from `start` to `end` (a cancelled date maps to
 * an empty set; a day the market is not held is not in the map). The caller has checked the market is the
 * manager's (or the vendor's).
 */
export async function scheduledVendorsByDate({
  db,
  marketId,
  start,
  end,
}: MarketRangeKey): Promise<Map<string, Set<string>>> {
  const market = await seasonMarketById({ db, marketId });
  if (!market) return new Map();
  const changes = await listDateChanges({ db, marketId, start, end });
  return scheduledOnDates({ db, marketId, dates: seasonDates(market, changes, { start, end }) });
}

/** The market vendor ids scheduled on one date: empty when the market is not held that day. */
export async function scheduledVendorsOn({ db, marketId, date }: MarketDayKey): Promise<Set<string>> {
  return (await scheduledVendorsByDate({ db, marketId, start: date, end: date })).get(date) ?? new Set();
}
