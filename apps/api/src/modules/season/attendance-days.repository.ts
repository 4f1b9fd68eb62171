import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, marketVendors, vendors } from '../../db/schema';

// Attendance as the reports read it (docs/season.md, "Attendance in the reports"): every mark in a range of
// dates, with the vendor and its type today (a mark does not copy the type). Marks belong to the vendor's place
// in the market, so a vendor removed from it leaves none behind.
export function marksInRange({
  db,
  marketId,
  start,
  end,
}: {
  db: Database;
  marketId: string;
  start: string;
  end: string;
}) {
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
    .where(and(eq(attendance.marketId, marketId), gte(attendance.date, start), lte(attendance.date, end)));
}
export type MarkInRange = Awaited<ReturnType<typeof marksInRange>>[number];
