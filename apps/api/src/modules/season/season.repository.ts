import type { Season, Weekday } from '@marketday/shared';
import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import {
  attendance,
  marketDateChanges,
  markets,
  marketVendors,
  transactions,
  vendors,
} from '../../db/schema';
import { isManagersMarket } from '../markets';
import type { MarketKey, VendorDayKey } from './market-key';

// The season's SQL (docs/season.md): the market's weekday and season, the manager's changes to dates, and the
// marks of attendance. Every read is scoped by the manager: another account's market is simply not found.

export type SeasonMarket = {
  id: string;
  name: string;
  day_of_week: Weekday;
  season: Season;
  time_zone: string;
};
export type DateChange = { date: string; status: 'CANCELLED' | 'EXTRA'; note: string | null };

export const seasonMarketColumns = {
  id: markets.id,
  name: markets.name,
  dayOfWeek: markets.dayOfWeek,
  seasonStart: markets.seasonStart,
  seasonEnd: markets.seasonEnd,
  timeZone: markets.timeZone,
};

export function toSeasonMarket(row: {
  id: string;
  name: string;
  dayOfWeek: Weekday;
  seasonStart: number;
  seasonEnd: number;
  timeZone: string;
}): SeasonMarket {
  return {
    id: row.id,
    name: row.name,
    day_of_week: row.dayOfWeek,
    season: { start: row.seasonStart, end: row.seasonEnd },
    time_zone: row.timeZone,
  };
}

export async function findSeasonMarket({
  db,
  managerId,
  marketId,
}: MarketKey & { managerId: string }): Promise<SeasonMarket | null> {
  const [row] = await db
    .select(seasonMarketColumns)
    .from(markets)
    .where(isManagersMarket({ managerId, marketId }));
  return row ? toSeasonMarket(row) : null;
}

/** The market by id alone, for callers that have already checked it is the manager's. */
export async function seasonMarketById({ db, marketId }: MarketKey): Promise<SeasonMarket | null> {
  const [row] = await db.select(seasonMarketColumns).from(markets).where(eq(markets.id, marketId));
  return row ? toSeasonMarket(row) : null;
}

export function listDateChanges({
  db,
  marketId,
  start,
  end,
}: MarketKey & { start: string; end: string }): Promise<DateChange[]> {
  return db
    .select({ date: marketDateChanges.date, status: marketDateChanges.status, note: marketDateChanges.note })
    .from(marketDateChanges)
    .where(and(eq(marketDateChanges.marketId, marketId), between(marketDateChanges.date, start, end)));
}

export async function findDateChange({ db, marketId, date }: MarketKey & { date: string }) {
  const [change] = await listDateChanges({ db, marketId, start: date, end: date });
  return change;
}

export async function saveDateChange({
  db,
  marketId,
  change,
  userId,
  at,
}: MarketKey & { change: DateChange; userId: string; at: Date }) {
  const values = { status: change.status, note: change.note, changedBy: userId, changedAt: at };
  await db
    .insert(marketDateChanges)
    .values({ marketId, date: change.date, ...values })
    .onConflictDoUpdate({ target: [marketDateChanges.marketId, marketDateChanges.date], set: values });
}

export async function removeDateChange({ db, marketId, date }: MarketKey & { date: string }) {
  await db
    .delete(marketDateChanges)
    .where(and(eq(marketDateChanges.marketId, marketId), eq(marketDateChanges.date, date)));
}

// Per date: vendors marked present (late included: they came) and absent.
export async function attendanceCounts({
  db,
  marketId,
  start,
  end,
}: MarketKey & { start: string; end: string }): Promise<Map<string, { present: number; absent: number }>> {
  const rows = await db
    .select({
      date: attendance.date,
      present: sql<number>`count(*) filter (where ${attendance.status} <> 'ABSENT')`.mapWith(Number),
      absent: sql<number>`count(*) filter (where ${attendance.status} = 'ABSENT')`.mapWith(Number),
    })
    .from(attendance)
    .where(and(eq(attendance.marketId, marketId), between(attendance.date, start, end)))
    .groupBy(attendance.date);
  return new Map(rows.map((r) => [r.date, { present: r.present, absent: r.absent }]));
}

// Per date: vendors checked out (a checkout is one vendor's day).
export async function settledCounts({
  db,
  marketId,
  start,
  end,
}: MarketKey & { start: string; end: string }): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: transactions.marketDate, settled: count() })
    .from(transactions)
    .where(and(eq(transactions.marketId, marketId), between(transactions.marketDate, start, end)))
    .groupBy(transactions.marketDate);
  return new Map(rows.map((r) => [r.date, r.settled]));
}

// The market's vendors (or one of them) with their mark for the date (null: not marked), by business name.
export function listAttendance({
  db,
  marketId,
  date,
  marketVendorId,
}: MarketKey & { date: string; marketVendorId?: string }) {
  return db
    .select({
      marketVendorId: marketVendors.id,
      vendorId: vendors.id,
      businessName: vendors.businessName,
      type: vendors.type,
      status: attendance.status,
    })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .leftJoin(attendance, and(eq(attendance.marketVendorId, marketVendors.id), eq(attendance.date, date)))
    .where(
      and(
        eq(marketVendors.marketId, marketId),
        marketVendorId ? eq(marketVendors.id, marketVendorId) : undefined,
      ),
    )
    .orderBy(asc(vendors.businessName), asc(marketVendors.id));
}
export type AttendanceRow = Awaited<ReturnType<typeof listAttendance>>[number];

export async function saveMark({
  db,
  marketId,
  marketVendorId,
  date,
  status,
  userId,
  at,
}: MarketKey & {
  marketVendorId: string;
  date: string;
  status: 'PRESENT' | 'ABSENT' | 'LATE';
  userId: string;
  at: Date;
}) {
  const values = { status, markedBy: userId, markedAt: at };
  await db
    .insert(attendance)
    .values({ marketId, marketVendorId, date, ...values })
    .onConflictDoUpdate({ target: [attendance.marketVendorId, attendance.date], set: values });
}

export async function removeMark({ db, marketVendorId, date }: VendorDayKey) {
  await db
    .delete(attendance)
    .where(and(eq(attendance.marketVendorId, marketVendorId), eq(attendance.date, date)));
}
