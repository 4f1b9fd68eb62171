import type { ScheduleRule } from '@marketday/shared';
import { and, asc, between, eq, gte, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  boothMaps,
  dateRequests,
  marketVendors,
  vendorScheduleDates,
  vendorSchedules,
  vendors,
} from '../../../db/schema';
import type { MarketKey, MarketRangeKey } from '../market-key';

// The reads every part of the season shares (docs/season.md "Schedules"): each vendor's saved pattern and the
// dates added to or dropped from it. Who is on a date is then `isScheduledOn` (packages/shared/src/schedules.ts).

export type SavedSchedule = ScheduleRule & { market_vendor_id: string; default_booth_id: string | null };
export type ScheduleDateKind = 'ADDED' | 'DROPPED';

/** The saved schedules of the market's vendors (all of them, or the ones named), by market vendor. */
export async function savedSchedules({
  db,
  marketId,
  marketVendorIds,
}: MarketKey & { marketVendorIds?: readonly string[] }): Promise<Map<string, SavedSchedule>> {
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
}: MarketRangeKey & { marketVendorId?: string }): Promise<Map<string, ScheduleDateKind>> {
  const rows = await db
    .select()
    .from(vendorScheduleDates)
    .where(
      and(
        eq(vendorScheduleDates.marketId, marketId),
        between(vendorScheduleDates.date, start, end),
        marketVendorId ? eq(vendorScheduleDates.marketVendorId, marketVendorId) : undefined,
      ),
    );
  return new Map(rows.map((r) => [scheduleDateKey(r.marketVendorId, r.date), r.kind]));
}

export const scheduleDateKey = (marketVendorId: string, date: string) => `${marketVendorId}|${date}`;

// The schedules screen's reads and the save (docs/season.md "Schedules").

/** Every vendor of the market, by business name. */
export function marketVendorsOf({ db, marketId }: MarketKey) {
  return db
    .select({
      marketVendorId: marketVendors.id,
      vendorId: vendors.id,
      businessName: vendors.businessName,
    })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(eq(marketVendors.marketId, marketId))
    .orderBy(asc(vendors.businessName), asc(marketVendors.id));
}

/** The ids of the market's vendors. */
export async function marketVendorIdsOf({ db, marketId }: MarketKey) {
  const rows = await db
    .select({ id: marketVendors.id })
    .from(marketVendors)
    .where(eq(marketVendors.marketId, marketId));
  return rows.map((r) => r.id);
}

/** The dates added one by one from `from` on, by market vendor, in date order. */
export async function addedDatesFrom({
  db,
  marketId,
  from,
  marketVendorId,
}: MarketKey & { from: string; marketVendorId?: string }): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ marketVendorId: vendorScheduleDates.marketVendorId, date: vendorScheduleDates.date })
    .from(vendorScheduleDates)
    .where(
      and(
        eq(vendorScheduleDates.marketId, marketId),
        eq(vendorScheduleDates.kind, 'ADDED'),
        gte(vendorScheduleDates.date, from),
        marketVendorId ? eq(vendorScheduleDates.marketVendorId, marketVendorId) : undefined,
      ),
    )
    .orderBy(asc(vendorScheduleDates.date));
  const byVendor = new Map<string, string[]>();
  for (const r of rows) byVendor.set(r.marketVendorId, [...(byVendor.get(r.marketVendorId) ?? []), r.date]);
  return byVendor;
}

/** The ids of the BOOTH items on the market's map (none without a map). */
export async function boothIdsOnMap({ db, marketId }: MarketKey) {
  const [row] = await db
    .select({ layout: boothMaps.layout })
    .from(boothMaps)
    .where(eq(boothMaps.marketId, marketId));
  return new Set((row?.layout.items ?? []).filter((i) => i.kind === 'BOOTH').map((i) => i.id));
}

/**
 * Saves the vendor's pattern and replaces their dates added from `from` on with `added` (a PICKED schedule's
 * dates); the dates they dropped and the ones granted on request stay, and so do earlier rows, the vendor's history. `tx` is the caller's transaction.
 */
export async function saveSchedule(
  tx: Database,
  {
    marketId,
    schedule,
    added,
    from,
    userId,
    at,
  }: {
    marketId: string;
    schedule: SavedSchedule;
    added: readonly string[];
    from: string;
    userId: string;
    at: Date;
  },
) {
  const values = {
    pattern: schedule.pattern,
    anchorDate: schedule.anchor_date ?? null,
    weekOfMonth: schedule.week_of_month ?? null,
    defaultBoothId: schedule.default_booth_id,
    updatedBy: userId,
    updatedAt: at,
  };
  await tx
    .insert(vendorSchedules)
    .values({ marketVendorId: schedule.market_vendor_id, marketId, ...values })
    .onConflictDoUpdate({ target: vendorSchedules.marketVendorId, set: values });
  // The vendor's own decisions stay: a date they dropped, and a date granted them on request (docs/season.md).
  await tx.delete(vendorScheduleDates).where(
    and(
      eq(vendorScheduleDates.marketVendorId, schedule.market_vendor_id),
      gte(vendorScheduleDates.date, from),
      eq(vendorScheduleDates.kind, 'ADDED'),
      notExists(
        tx
          .select({ id: dateRequests.id })
          .from(dateRequests)
          .where(
            and(
              eq(dateRequests.marketVendorId, schedule.market_vendor_id),
              eq(dateRequests.date, vendorScheduleDates.date),
              eq(dateRequests.status, 'APPROVED'),
            ),
          ),
      ),
    ),
  );
  if (added.length > 0)
    await tx
      .insert(vendorScheduleDates)
      .values(
        added.map((date) => ({
          marketVendorId: schedule.market_vendor_id,
          marketId,
          date,
          kind: 'ADDED' as const,
        })),
      )
      // A picked date the vendor has dropped stays dropped.
      .onConflictDoNothing();
}
