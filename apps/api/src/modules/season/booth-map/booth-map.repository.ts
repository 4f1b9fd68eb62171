import type { BoothMapLayout } from '@marketday/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { boothAssignments, boothMaps, markets, marketVendors, vendors } from '../../../db/schema';
import type { VendorKey } from '../../vendors';
import type { MarketKey, VendorDayKey } from '../market-key';
import {
  type SeasonMarket,
  seasonMarketById,
  seasonMarketColumns,
  toSeasonMarket,
} from '../season.repository';

// The booth map's SQL (docs/season.md "The booth map"): the market's layout with its version, and the vendors moved
// to another booth (or to none) for one date. Callers have already checked that the market is the manager's.

// The market's weekday, season and zone: the season's own read (a market by id, its owner already checked).
export type BoothMapMarket = SeasonMarket;
export const findBoothMapMarket = seasonMarketById;

export type StoredBoothMap = { layout: BoothMapLayout; version: number; updatedAt: Date };

export async function findBoothMap({ db, marketId }: MarketKey): Promise<StoredBoothMap | null> {
  const [row] = await db
    .select({ layout: boothMaps.layout, version: boothMaps.version, updatedAt: boothMaps.updatedAt })
    .from(boothMaps)
    .where(eq(boothMaps.marketId, marketId));
  return row ?? null;
}

export async function findBoothMaps({
  db,
  marketIds,
}: {
  db: Database;
  marketIds: readonly string[];
}): Promise<Map<string, BoothMapLayout>> {
  if (marketIds.length === 0) return new Map();
  const rows = await db
    .select({ marketId: boothMaps.marketId, layout: boothMaps.layout })
    .from(boothMaps)
    .where(inArray(boothMaps.marketId, [...marketIds]));
  return new Map(rows.map((r) => [r.marketId, r.layout]));
}

/**
 * Saves the layout when the stored version is still `version` (0: no map saved yet), as version + 1. Returns the
 * saved row, or null when someone saved first (the update matched no row, or the first insert lost the race).
 */
export async function saveBoothMap({
  db,
  marketId,
  layout,
  version,
  userId,
  at,
}: MarketKey & { layout: BoothMapLayout; version: number; userId: string; at: Date }) {
  const values = { layout, version: version + 1, updatedBy: userId, updatedAt: at };
  const rows =
    version === 0
      ? await db
          .insert(boothMaps)
          .values({ marketId, ...values })
          .onConflictDoNothing()
          .returning({ version: boothMaps.version, updatedAt: boothMaps.updatedAt })
      : await db
          .update(boothMaps)
          .set(values)
          .where(and(eq(boothMaps.marketId, marketId), eq(boothMaps.version, version)))
          .returning({ version: boothMaps.version, updatedAt: boothMaps.updatedAt });
  return rows[0] ?? null;
}

export type MarketVendorRow = { marketVendorId: string; vendorId: string; businessName: string };

/** The market's vendors by business name. */
export function listBoothMapVendors({ db, marketId }: MarketKey): Promise<MarketVendorRow[]> {
  return db
    .select({ marketVendorId: marketVendors.id, vendorId: vendors.id, businessName: vendors.businessName })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(eq(marketVendors.marketId, marketId))
    .orderBy(asc(vendors.businessName), asc(marketVendors.id));
}

/** The vendors moved for the dates, keyed `${marketVendorId}|${date}` (booth null: no booth that date). */
export async function listBoothAssignments({
  db,
  marketId,
  dates,
}: MarketKey & { dates: readonly string[] }): Promise<Map<string, string | null>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select()
    .from(boothAssignments)
    .where(and(eq(boothAssignments.marketId, marketId), inArray(boothAssignments.date, [...dates])));
  return new Map(rows.map((r) => [`${r.marketVendorId}|${r.date}`, r.boothId]));
}

// The advisory lock space of booth moves (others: 7305 jobs, 7306 mail, 7307 statements, 7308 payments).
const BOOTH_LOCK_SPACE = 7312;

/** Holds the market's booth moves until the transaction ends: two assignments to one market never interleave. */
export async function lockMarketBooths({ db, marketId }: MarketKey): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BOOTH_LOCK_SPACE}, hashtext(${marketId}))`);
}

export async function saveBoothAssignment({
  db,
  marketId,
  marketVendorId,
  date,
  boothId,
}: MarketKey & { marketVendorId: string; date: string; boothId: string | null }): Promise<void> {
  await db
    .insert(boothAssignments)
    .values({ marketId, marketVendorId, date, boothId })
    .onConflictDoUpdate({
      target: [boothAssignments.marketVendorId, boothAssignments.date],
      set: { boothId },
    });
}

export async function removeBoothAssignment({ db, marketVendorId, date }: VendorDayKey): Promise<void> {
  await db
    .delete(boothAssignments)
    .where(and(eq(boothAssignments.marketVendorId, marketVendorId), eq(boothAssignments.date, date)));
}

export type VendorMarketRow = BoothMapMarket & { marketVendorId: string };

/** The markets the vendor sells at, by name. */
export async function listVendorMarkets({ db, vendorId }: VendorKey): Promise<VendorMarketRow[]> {
  const rows = await db
    .select({ marketVendorId: marketVendors.id, ...seasonMarketColumns })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(eq(marketVendors.vendorId, vendorId))
    .orderBy(sql`lower(${markets.name})`, asc(markets.id));
  return rows.map((row) => ({ marketVendorId: row.marketVendorId, ...toSeasonMarket(row) }));
}
