import { and, between, eq, inArray } from 'drizzle-orm';
import { attendance, marketVendors, vendors } from '../../db/schema';
import type { MarketRangeKey } from './market-key';

// Attendance as the reports read it (docs/season.md, "Attendance in the reports"): every mark in a range of
// dates, with the vendor and its type today (a mark does not copy the type). Marks belong to the vendor's place
// in the market, so a vendor removed from it leaves none behind.
export function marksInRange({ db, marketId, start, end }: MarketRangeKey) {
  return db
    .select({
      date: attendance.date,
      vendorId: vendors.id,
      vendorType: vendors.type,
      status: attendance.status,
    })
    .from(attendance)
    .innerJoin(marketVendors, eq(marketVendors.id, attendance.marketVendorId))
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(and(eq(attendance.marketId, marketId), between(attendance.date, start, end)));
}
export type MarkInRange = Awaited<ReturnType<typeof marksInRange>>[number];

/** The PRESENT and LATE marks of the market from `start` to `end` (of the vendors named, or all). */
export async function presentMarks({
  db,
  marketId,
  start,
  end,
  marketVendorIds,
}: MarketRangeKey & { marketVendorIds?: readonly string[] }): Promise<
  { marketVendorId: string; date: string }[]
> {
  if (marketVendorIds?.length === 0) return [];
  return db
    .select({ marketVendorId: attendance.marketVendorId, date: attendance.date })
    .from(attendance)
    .where(
      and(
        eq(attendance.marketId, marketId),
        between(attendance.date, start, end),
        inArray(attendance.status, ['PRESENT', 'LATE']),
        marketVendorIds ? inArray(attendance.marketVendorId, [...marketVendorIds]) : undefined,
      ),
    );
}
