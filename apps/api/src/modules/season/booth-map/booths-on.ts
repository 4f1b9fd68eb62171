import { type BoothMapLayout, boothSize, isMarketDay, isScheduledOn } from '@marketday/shared';
import type { Database } from '../../../db/client';
import { savedSchedules, scheduleDateChanges, scheduleDateKey } from '../schedules/schedule.repository';
import { findBoothMap, findBoothMapMarket, listBoothAssignments } from './booth-map.repository';

export type BoothOnDate = { id: string; label: string; size: string };

/** The BOOTH items of a layout by id (aisles and landmarks are no booth). */
export function boothsOfLayout(layout: BoothMapLayout | null | undefined): Map<string, BoothOnDate> {
  const booths = new Map<string, BoothOnDate>();
  for (const item of layout?.items ?? [])
    if (item.kind === 'BOOTH') booths.set(item.id, { id: item.id, label: item.label, size: boothSize(item) });
  return booths;
}

/**
 * Who stands at which booth (docs/season.md "The booth map"): by date, then by market vendor id, each vendor
 * scheduled on the date with a booth — the date's move when there is one (a move to no booth: none), else their
 * default booth. Only booths on the current map count; a vendor without a booth that date is not in the map.
 * The caller passes the market's open dates (a cancelled date is not checked here). `walkIns` are vendors counted
 * on the dates though not scheduled (marked present as walk-ins): their booth is found the same way.
 */
export async function boothsOn({
  db,
  marketId,
  dates,
  walkIns = [],
}: {
  db: Database;
  marketId: string;
  dates: readonly string[];
  walkIns?: readonly string[];
}): Promise<Map<string, Map<string, BoothOnDate>>> {
  const result = new Map<string, Map<string, BoothOnDate>>(dates.map((d) => [d, new Map()]));
  if (dates.length === 0) return result;
  const sorted = [...dates].sort();
  const start = sorted[0] as string;
  const end = sorted[sorted.length - 1] as string;
  const [market, map, schedules, changes, moves] = await Promise.all([
    findBoothMapMarket({ db, marketId }),
    findBoothMap({ db, marketId }),
    savedSchedules({ db, marketId }),
    scheduleDateChanges({ db, marketId, start, end }),
    listBoothAssignments({ db, marketId, dates }),
  ]);
  const booths = boothsOfLayout(map?.layout);
  if (!market || booths.size === 0) return result;
  // Who has a booth at all: a default booth, or a move on one of the dates.
  const candidates = new Set<string>(
    [...schedules.values()].filter((s) => s.default_booth_id).map((s) => s.market_vendor_id),
  );
  for (const key of moves.keys()) candidates.add(key.slice(0, key.indexOf('|')));
  const walkIn = new Set(walkIns);
  for (const date of dates) {
    const regular = isMarketDay({ market, date });
    const onDate = result.get(date) as Map<string, BoothOnDate>;
    for (const marketVendorId of candidates) {
      const schedule = schedules.get(marketVendorId) ?? null;
      const key = scheduleDateKey(marketVendorId, date);
      const counted = walkIn.has(marketVendorId) || isScheduledOn(schedule, changes.get(key), date, regular);
      if (!counted) continue;
      const boothId = moves.has(key) ? moves.get(key) : schedule?.default_booth_id;
      const booth = boothId ? booths.get(boothId) : undefined;
      if (booth) onDate.set(marketVendorId, booth);
    }
  }
  return result;
}
