import type { DateRequestStatus } from '@marketday/shared';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database, ManagerMarket } from '../../../db/client';
import {
  boothMaps,
  dateRequests,
  managers,
  marketSeasonSettings,
  markets,
  marketVendors,
  vendorScheduleDates,
  vendors,
} from '../../../db/schema';
import { isManagersMarket } from '../../markets';
import { isVendorInMarket, type VendorInMarket } from '../../vendors';
import { type SeasonMarket, seasonMarketColumns, toSeasonMarket } from '../season.repository';

// The SQL of the vendor's dates, their requests, the waitlist and the deadline (docs/season.md "Requests and the
// waitlist"). Reads are scoped: a vendor reaches only markets they sell at, a manager only their own markets.

export type RequestMarket = SeasonMarket & {
  hours_start: string;
  public_rules: string | null;
  // The owner's user: the sender of the notices the waitlist sends on its own.
  owner_user_id: string;
};

const marketColumns = {
  ...seasonMarketColumns,
  hoursStart: markets.hoursStart,
  publicRules: markets.publicRules,
  ownerUserId: managers.userId,
};

type MarketRow = Parameters<typeof toSeasonMarket>[0] & {
  hoursStart: string;
  publicRules: string | null;
  ownerUserId: string;
};

const toMarket = (row: MarketRow): RequestMarket => ({
  ...toSeasonMarket(row),
  hours_start: row.hoursStart,
  public_rules: row.publicRules,
  owner_user_id: row.ownerUserId,
});

/** The market and the vendor's place in it, or null when the vendor does not sell there. */
export async function findVendorMarket(
  key: VendorInMarket,
): Promise<{ market: RequestMarket; marketVendorId: string } | null> {
  const [row] = await key.db
    .select({ ...marketColumns, marketVendorId: marketVendors.id })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(isVendorInMarket(key));
  return row ? { market: toMarket(row), marketVendorId: row.marketVendorId } : null;
}

export async function findManagedMarket({
  db,
  managerId,
  marketId,
}: ManagerMarket): Promise<RequestMarket | null> {
  const [row] = await db
    .select(marketColumns)
    .from(markets)
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(isManagersMarket({ managerId, marketId }));
  return row ? toMarket(row) : null;
}

/** Serialises the changes to one market's dates (drops, requests, decisions): no booth is offered twice. */
export async function lockMarketDates({ db, marketId }: { db: Database; marketId: string }) {
  await db.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId)).for('no key update');
}

/** The stored deadline in hours, or null when the market keeps the default. */
export async function findDropDeadlineHours({
  db,
  marketId,
}: {
  db: Database;
  marketId: string;
}): Promise<number | null> {
  const [row] = await db
    .select({ hours: marketSeasonSettings.dropDeadlineHours })
    .from(marketSeasonSettings)
    .where(eq(marketSeasonSettings.marketId, marketId));
  return row?.hours ?? null;
}

export async function saveDropDeadlineHours({
  db,
  marketId,
  hours,
}: {
  db: Database;
  marketId: string;
  hours: number;
}) {
  await db
    .insert(marketSeasonSettings)
    .values({ marketId, dropDeadlineHours: hours })
    .onConflictDoUpdate({ target: marketSeasonSettings.marketId, set: { dropDeadlineHours: hours } });
}

/** The number of booths on the market's map, or null for a market without a map (never full). */
export async function countMapBooths({ db, marketId }: { db: Database; marketId: string }) {
  const [row] = await db
    .select({ layout: boothMaps.layout })
    .from(boothMaps)
    .where(eq(boothMaps.marketId, marketId));
  return row ? row.layout.items.filter((item) => item.kind === 'BOOTH').length : null;
}

export async function saveScheduleDate({
  db,
  marketId,
  marketVendorId,
  date,
  kind,
}: {
  db: Database;
  marketId: string;
  marketVendorId: string;
  date: string;
  kind: 'ADDED' | 'DROPPED';
}) {
  await db
    .insert(vendorScheduleDates)
    .values({ marketId, marketVendorId, date, kind })
    .onConflictDoUpdate({
      target: [vendorScheduleDates.marketVendorId, vendorScheduleDates.date],
      set: { kind },
    });
}

const requestColumns = {
  id: dateRequests.id,
  marketVendorId: dateRequests.marketVendorId,
  vendorId: dateRequests.vendorId,
  businessName: vendors.businessName,
  vendorUserId: vendors.userId,
  date: dateRequests.date,
  status: dateRequests.status,
  createdAt: dateRequests.createdAt,
};
export type RequestRow = {
  id: string;
  marketVendorId: string;
  vendorId: string;
  businessName: string;
  vendorUserId: string | null;
  date: string;
  status: DateRequestStatus;
  createdAt: Date;
};

const OPEN: DateRequestStatus[] = ['PENDING', 'WAITLISTED'];

/**
 * The market's requests, oldest first within a date (the waitlist's order): all of them, those of one status, of
 * one vendor, of a date range, or only the open ones.
 */
export function listDateRequests({
  db,
  marketId,
  status,
  open,
  marketVendorId,
  start,
  end,
}: {
  db: Database;
  marketId: string;
  status?: DateRequestStatus | undefined;
  open?: boolean;
  marketVendorId?: string;
  start?: string;
  end?: string;
}): Promise<RequestRow[]> {
  return db
    .select(requestColumns)
    .from(dateRequests)
    .innerJoin(vendors, eq(vendors.id, dateRequests.vendorId))
    .where(
      and(
        eq(dateRequests.marketId, marketId),
        status ? eq(dateRequests.status, status) : undefined,
        open ? inArray(dateRequests.status, OPEN) : undefined,
        marketVendorId ? eq(dateRequests.marketVendorId, marketVendorId) : undefined,
        start ? gte(dateRequests.date, start) : undefined,
        end ? lte(dateRequests.date, end) : undefined,
      ),
    )
    .orderBy(asc(dateRequests.date), asc(dateRequests.createdAt), asc(dateRequests.id));
}

export async function findDateRequest({
  db,
  marketId,
  requestId,
}: {
  db: Database;
  marketId: string;
  requestId: string;
}): Promise<RequestRow | null> {
  const [row] = await db
    .select(requestColumns)
    .from(dateRequests)
    .innerJoin(vendors, eq(vendors.id, dateRequests.vendorId))
    .where(and(eq(dateRequests.marketId, marketId), eq(dateRequests.id, requestId)));
  return row ?? null;
}

/** A new PENDING request; nothing when the vendor already has an open one for the date (date_requests_open_uq). */
export async function insertDateRequest({
  db,
  marketId,
  marketVendorId,
  vendorId,
  date,
  at,
}: {
  db: Database;
  marketId: string;
  marketVendorId: string;
  vendorId: string;
  date: string;
  at: Date;
}) {
  await db
    .insert(dateRequests)
    .values({ marketId, marketVendorId, vendorId, date, createdAt: at })
    .onConflictDoNothing();
}

export async function setDateRequestStatus({
  db,
  requestId,
  status,
  decidedBy,
  at,
}: {
  db: Database;
  requestId: string;
  status: DateRequestStatus;
  // null: nobody decided, the waitlist moved on its own.
  decidedBy: string | null;
  at: Date;
}) {
  await db
    .update(dateRequests)
    .set({ status, decidedBy, decidedAt: at })
    .where(eq(dateRequests.id, requestId));
}
