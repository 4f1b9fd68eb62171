import type { AttendanceRecord } from '@marketday/shared';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { ManagerKey } from '../../db/client';
import { attendance, markets, marketVendors } from '../../db/schema';

// The SQL of a vendor's attendance record (docs/season.md): their marks at any market of the manager, never
// another manager's.

export async function managerMarketZones({ db, managerId }: ManagerKey): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: markets.id, timeZone: markets.timeZone })
    .from(markets)
    .where(eq(markets.managerId, managerId));
  return new Map(rows.map((r) => [r.id, r.timeZone]));
}

// Per vendor: their marks on dates after `after` up to and including `through`.
export async function countVendorMarks({
  db,
  managerId,
  vendorIds,
  after,
  through,
}: ManagerKey & {
  vendorIds: string[];
  after: string;
  through: string;
}): Promise<Map<string, AttendanceRecord>> {
  if (vendorIds.length === 0) return new Map();
  // The marks are the enum's own words, written in the SQL rather than sent as parameters.
  const counted = (status: 'PRESENT' | 'LATE' | 'ABSENT') =>
    sql<number>`count(*) filter (where ${attendance.status} = ${sql.raw(`'${status}'`)})`.mapWith(Number);
  const rows = await db
    .select({
      vendorId: marketVendors.vendorId,
      present: counted('PRESENT'),
      late: counted('LATE'),
      absent: counted('ABSENT'),
    })
    .from(attendance)
    .innerJoin(marketVendors, eq(marketVendors.id, attendance.marketVendorId))
    .innerJoin(markets, eq(markets.id, attendance.marketId))
    .where(
      and(
        eq(markets.managerId, managerId),
        inArray(marketVendors.vendorId, vendorIds),
        gt(attendance.date, after),
        lte(attendance.date, through),
      ),
    )
    .groupBy(marketVendors.vendorId);
  return new Map(rows.map(({ vendorId, ...record }) => [vendorId, record]));
}
