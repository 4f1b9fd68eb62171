import {
  BOOTH_MAP_MESSAGES,
  type BoothAssignment,
  type BoothAssignments,
  type BoothAssignmentUpdate,
  type BoothMap,
  type BoothMapUpdate,
  isMarketDay,
  isOpenMarketDate,
  isScheduledOn,
  SEASON_MESSAGES,
  type VendorBooth,
} from '@marketday/shared';
import type { Database } from '../../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound, orNotFound } from '../../../lib/http-errors';
import type { VendorKey } from '../../vendors';
import { syncScheduledBoothCharges } from '../booth-charges';
import { savedSchedules, scheduleDateChanges, scheduleDateKey } from '../schedules/schedule.repository';
import { findDateChange, findSeasonMarket, type SeasonMarket } from '../season.repository';
import {
  findBoothMap,
  findBoothMaps,
  listBoothAssignments,
  listBoothMapVendors,
  listVendorMarkets,
  lockMarketBooths,
  removeBoothAssignment,
  saveBoothAssignment,
  saveBoothMap,
} from './booth-map.repository';
import { boothsOfLayout } from './booths-on';
import { vendorDaysAhead } from './vendor-days';

// The booth map (docs/season.md "The booth map"): the layout with its stale-save check, and who stands where on
// one date. Every read is scoped by the manager: another account's market is simply not found.

type Scope = { db: Database; managerId: string; marketId: string };

/** A market without a saved map starts from an empty 100 × 60 ft lot. */
export const EMPTY_BOOTH_MAP: BoothMap = {
  layout: { width_ft: 100, height_ft: 60, items: [] },
  version: 0,
  updated_at: null,
};

export async function getBoothMap(scope: Scope): Promise<BoothMap> {
  const market = orNotFound(await findSeasonMarket(scope));
  const map = await findBoothMap({ db: scope.db, marketId: market.id });
  return map
    ? { layout: map.layout, version: map.version, updated_at: map.updatedAt.toISOString() }
    : EMPTY_BOOTH_MAP;
}

// Saved only over the version the editor started from: a second device never overwrites a change it has not seen.
export async function saveBoothMapLayout({
  input,
  userId,
  now,
  ...scope
}: Scope & { input: BoothMapUpdate; userId: string; now: Date }) {
  const market = orNotFound(await findSeasonMarket(scope));
  const saved = await saveBoothMap({
    db: scope.db,
    marketId: market.id,
    layout: input.layout,
    version: input.version,
    userId,
    at: now,
  });
  if (!saved) throw conflict(BOOTH_MAP_MESSAGES.stale);
  // Booths resized or gone change what every vendor's coming dates cost.
  await syncScheduledBoothCharges({ db: scope.db, marketId: market.id, now });
  return {
    message: BOOTH_MAP_MESSAGES.saved,
    data: { layout: input.layout, version: saved.version, updated_at: saved.updatedAt.toISOString() },
  };
}

const fieldError = (path: string, message: string) => badRequest(message, { errors: [{ path, message }] });

// The market, when vendors come on the date (a regular day not cancelled, or an extra day).
async function openDate(scope: Scope & { date: string }): Promise<SeasonMarket> {
  const market = orNotFound(await findSeasonMarket(scope));
  const change = await findDateChange({ db: scope.db, marketId: market.id, date: scope.date });
  if (change?.status === 'CANCELLED') throw fieldError('date', SEASON_MESSAGES.cancelledDay(scope.date));
  if (!isOpenMarketDate(market, change, scope.date))
    throw fieldError('date', SEASON_MESSAGES.notMarketDay(scope.date));
  return market;
}

// Every vendor of the market on one date: scheduled or not, their move for the date (undefined: none), their
// default booth, and the booth they stand at (only a booth on the current map is one).
async function dayPlan({ db, market, date }: { db: Database; market: SeasonMarket; date: string }) {
  const [vendors, schedules, changes, moves, map] = await Promise.all([
    listBoothMapVendors({ db, marketId: market.id }),
    savedSchedules({ db, marketId: market.id }),
    scheduleDateChanges({ db, marketId: market.id, start: date, end: date }),
    listBoothAssignments({ db, marketId: market.id, dates: [date] }),
    findBoothMap({ db, marketId: market.id }),
  ]);
  const booths = boothsOfLayout(map?.layout);
  const regular = isMarketDay({ market, date });
  const rows = vendors.map((v) => {
    const key = scheduleDateKey(v.marketVendorId, date);
    const schedule = schedules.get(v.marketVendorId) ?? null;
    const moved = moves.has(key);
    const move = moves.get(key) ?? null;
    const defaultBoothId = schedule?.default_booth_id ?? null;
    const standsAt = moved ? move : defaultBoothId;
    return {
      ...v,
      scheduled: isScheduledOn(schedule, changes.get(key), date, regular),
      moved,
      move,
      defaultBoothId,
      boothId: standsAt && booths.has(standsAt) ? standsAt : null,
    };
  });
  return { rows, booths };
}
type PlanRow = Awaited<ReturnType<typeof dayPlan>>['rows'][number];

const toAssignment = (r: PlanRow): BoothAssignment => ({
  market_vendor_id: r.marketVendorId,
  vendor_id: r.vendorId,
  business_name: r.businessName,
  booth_id: r.boothId,
  source: r.moved ? 'DATE' : 'DEFAULT',
});

export async function dayBooths(scope: Scope & { date: string }): Promise<BoothAssignments> {
  const market = await openDate(scope);
  const { rows } = await dayPlan({ db: scope.db, market, date: scope.date });
  return { date: scope.date, assignments: rows.filter((r) => r.scheduled).map(toAssignment) };
}

/**
 * Moves one vendor to a booth (or to none) for one date. A booth someone else stands at that date — moved there,
 * or their default — is refused with who has it. The check and the write run under the market's booth lock, so
 * two people assigning at once cannot both win.
 */
export async function assignBooth({
  marketVendorId,
  input,
  now,
  ...scope
}: Scope & { date: string; marketVendorId: string; input: BoothAssignmentUpdate; now: Date }) {
  const market = await openDate(scope);
  const { date } = scope;
  const boothId = input.booth_id || null;
  try {
    return await scope.db.transaction(async (tx) => {
      await lockMarketBooths({ db: tx, marketId: market.id });
      const { rows, booths } = await dayPlan({ db: tx, market, date });
      const me = rows.find((r) => r.marketVendorId === marketVendorId);
      if (!me) throw notFound();
      const booth = boothId ? booths.get(boothId) : undefined;
      if (boothId && !booth) throw fieldError('booth_id', BOOTH_MAP_MESSAGES.boothMissing(boothId));
      if (booth) {
        // A vendor not coming that date who still holds a move there keeps it too (the database refuses two).
        const holder = rows.find(
          (r) =>
            r.marketVendorId !== marketVendorId &&
            ((r.scheduled && r.boothId === booth.id) || (r.moved && r.move === booth.id)),
        );
        if (holder) throw conflict(BOOTH_MAP_MESSAGES.boothTaken(booth.label, holder.businessName, date));
      }
      // Back at one's own default booth is no move at all.
      const backToDefault = boothId === me.defaultBoothId;
      if (backToDefault) await removeBoothAssignment({ db: tx, marketVendorId, date });
      else await saveBoothAssignment({ db: tx, marketId: market.id, marketVendorId, date, boothId });
      await syncScheduledBoothCharges({
        db: tx,
        marketId: market.id,
        marketVendorIds: [marketVendorId],
        now,
      });
      return {
        message: BOOTH_MAP_MESSAGES.assigned,
        data: toAssignment({ ...me, moved: !backToDefault, move: boothId, boothId }),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error) && boothId)
      throw conflict(BOOTH_MAP_MESSAGES.boothTaken(boothId, 'another vendor', date));
    throw error;
  }
}

/** For each market the vendor sells at: their next scheduled open date within a year, their booth, the layout. */
export async function vendorBooths({ db, vendorId, now }: VendorKey & { now: Date }): Promise<VendorBooth[]> {
  const markets = await listVendorMarkets({ db, vendorId });
  const layouts = await findBoothMaps({ db, marketIds: markets.map((m) => m.id) });
  return Promise.all(
    markets.map(async (market) => {
      const [next] = await vendorDaysAhead({
        db,
        market,
        marketVendorId: market.marketVendorId,
        now,
        limit: 1,
      });
      return {
        market_id: market.id,
        market_name: market.name,
        date: next?.date ?? null,
        booth: next?.booth ?? null,
        layout: layouts.get(market.id) ?? null,
      };
    }),
  );
}

export type BoothMapSheet = {
  marketName: string;
  date: string;
  layout: BoothMap['layout'];
  // Booth label → who stands there that date, in the order of the labels ("A2" before "A10").
  legend: { label: string; size: string; businessName: string }[];
};

/** What the printable map of one date shows: the layout and who stands at each booth that date. */
export async function boothMapSheet(scope: Scope & { date: string }): Promise<BoothMapSheet> {
  const market = await openDate(scope);
  const { rows, booths } = await dayPlan({ db: scope.db, market, date: scope.date });
  const map = await findBoothMap({ db: scope.db, marketId: market.id });
  const legend = rows.flatMap((r) => {
    const booth = r.scheduled && r.boothId ? booths.get(r.boothId) : undefined;
    return booth ? [{ label: booth.label, size: booth.size, businessName: r.businessName }] : [];
  });
  legend.sort((a, b) => a.label.localeCompare(b.label, 'en-US', { numeric: true }));
  return { marketName: market.name, date: scope.date, layout: (map ?? EMPTY_BOOTH_MAP).layout, legend };
}
