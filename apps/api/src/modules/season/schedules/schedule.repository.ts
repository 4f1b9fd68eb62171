import type { ScheduleRule } from '@marketday/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { vendorScheduleDates, vendorSchedules } from '../../../db/schema';

// The reads every part of the season shares (docs/season.md "Schedules"): each vendor's saved pattern and the
// dates added to or dropped from it. Who is on a date is then `isScheduledOn` (packages/shared/src/schedules.ts).

export type SavedSchedule = ScheduleRule & { market_vendor_id: string; default_booth_id: string | null };
export type ScheduleDateKind = 'ADDED' | 'DROPPED';

/** The saved schedules of the market's vendors (all of them, or the ones named), by market vendor. */
export async function savedSchedules({
  db,
  marketId,
  marketVendorIds,
}: {
  db: Database;
  marketId: string;
  marketVendorIds?: readonly string[];
}): Promise<Map<string, SavedSchedule>> {
  const rows = await db
    .select()
    .from(vendorSchedules)
    .where(
      and(
        eq(vendorSchedules.marketId, marketId),
        marketVendorIds ? inArray(vendorSchedules.marketVendorId, [...marketVendorIds]) : undefined,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.marketVendorId,
      {
        market_vendor_id: r.marketVendorId,
        pattern: r.pattern,
        anchor_date: r.anchorDate,
        week_of_month: r.weekOfMonth,
        picked_dates: [],
        default_booth_id: r.defaultBoothId,
      },
    ]),
  );
}

/** Dates added to or dropped from the vendors' patterns from `start` to `end`, keyed `${marketVendorId}|${date}`. */
export async function scheduleDateChanges({
  db,
  marketId,
  start,
  end,
  marketVendorId,
}: {
  db: Database;
  marketId: string;
  start: string;
  end: string;
  marketVendorId?: string;
}): Promise<Map<string, ScheduleDateKind>> {
  const rows = await db
    .select()
    .from(vendorScheduleDates)
    .where(
      and(
        eq(vendorScheduleDates.marketId, marketId),
        gte(vendorScheduleDates.date, start),
        lte(vendorScheduleDates.date, end),
        marketVendorId ? eq(vendorScheduleDates.marketVendorId, marketVendorId) : undefined,
      ),
    );
  return new Map(rows.map((r) => [scheduleDateKey(r.marketVendorId, r.date), r.kind]));
}

export const scheduleDateKey = (marketVendorId: string, date: string) => `${marketVendorId}|${date}`;
