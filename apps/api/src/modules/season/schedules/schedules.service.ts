import {
  isMarketDay,
  isOpenMarketDate,
  SCHEDULE_MESSAGES,
  todayAtMarket,
  type VendorSchedule,
  type VendorScheduleUpdateSchema,
} from '@marketday/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { badRequest, notFound, orNotFound } from '../../../lib/http-errors';
import { syncScheduledBoothCharges } from '../booth-charges';
import { findSeasonMarket, listDateChanges } from '../season.repository';
import {
  addedDatesFrom,
  boothIdsOnMap,
  marketVendorsOf,
  type SavedSchedule,
  savedSchedules,
  saveSchedule,
} from './schedule.repository';

// Each vendor's schedule at a market (docs/season.md "Schedules"): read by the market's staff, set by the owner
// and co-managers. A PICKED schedule's dates are kept as dates added one by one, from today on.

type Scope = { db: Database; managerId: string; marketId: string; now: Date };
type VendorRow = Awaited<ReturnType<typeof marketVendorsOf>>[number];

const fieldError = (path: string, message: string) => badRequest(message, { errors: [{ path, message }] });

function toSchedule(vendor: VendorRow, saved: SavedSchedule | undefined, picked: string[]): VendorSchedule {
  return {
    market_vendor_id: vendor.marketVendorId,
    vendor_id: vendor.vendorId,
    business_name: vendor.businessName,
    pattern: saved?.pattern ?? 'EVERY',
    anchor_date: saved?.anchor_date ?? null,
    week_of_month: saved?.week_of_month ?? null,
    picked_dates: saved?.pattern === 'PICKED' ? picked : [],
    default_booth_id: saved?.default_booth_id ?? null,
    saved: !!saved,
  };
}

async function readSchedules({ marketVendorId, ...scope }: Scope & { marketVendorId?: string }) {
  const market = orNotFound(await findSeasonMarket(scope));
  const ids = marketVendorId ? [marketVendorId] : undefined;
  const [vendors, saved, added] = await Promise.all([
    marketVendorsOf({ db: scope.db, marketId: market.id }),
    savedSchedules({ db: scope.db, marketId: market.id, marketVendorIds: ids }),
    addedDatesFrom({
      db: scope.db,
      marketId: market.id,
      from: todayAtMarket(market, scope.now),
      marketVendorId,
    }),
  ]);
  return vendors
    .filter((v) => !marketVendorId || v.marketVendorId === marketVendorId)
    .map((v) => toSchedule(v, saved.get(v.marketVendorId), added.get(v.marketVendorId) ?? []));
}

/** Every vendor of the market with their schedule (EVERY, not saved, for a vendor without one), by name. */
export const listSchedules = (scope: Scope) => readSchedules(scope);

/** One vendor's schedule; 404 for a vendor not in the manager's market. */
export async function getSchedule(scope: Scope & { marketVendorId: string }) {
  const [schedule] = await readSchedules(scope);
  if (!schedule) throw notFound();
  return schedule;
}

/**
 * Saves the vendor's schedule: the anchor must be a regular date of the market, each picked date an open date from
 * today on, the default booth a booth on the market's map. The dates added from today on are replaced (a PICKED
 * schedule's dates become them); the vendor's drops, the dates granted on request and earlier rows stay.
 */
export async function updateSchedule({
  marketVendorId,
  input,
  userId,
  ...scope
}: Scope & {
  marketVendorId: string;
  input: z.output<typeof VendorScheduleUpdateSchema>;
  userId: string;
}) {
  const market = orNotFound(await findSeasonMarket(scope));
  await getSchedule({ ...scope, marketVendorId });
  const today = todayAtMarket(market, scope.now);
  const anchor = input.pattern === 'ALTERNATE' ? (input.anchor_date ?? null) : null;
  const picked = input.pattern === 'PICKED' ? [...new Set(input.picked_dates)].sort() : [];
  const checked = [...picked, ...(anchor ? [anchor] : [])].sort();
  const [first, last] = [checked[0], checked.at(-1)];
  const changes =
    first && last
      ? await listDateChanges({ db: scope.db, marketId: market.id, start: first, end: last })
      : [];
  const changeOn = (date: string) => changes.find((c) => c.date === date);
  if (anchor && (!isMarketDay({ market, date: anchor }) || changeOn(anchor)?.status === 'EXTRA'))
    throw fieldError('anchor_date', SCHEDULE_MESSAGES.notRegularDate(anchor));
  for (const date of picked) {
    if (date < today) throw fieldError('picked_dates', SCHEDULE_MESSAGES.pastDate(date));
    if (!isOpenMarketDate(market, changeOn(date), date))
      throw fieldError('picked_dates', SCHEDULE_MESSAGES.notOpenDate(date));
  }
  const booth = input.default_booth_id || null;
  if (booth && !(await boothIdsOnMap({ db: scope.db, marketId: market.id })).has(booth))
    throw fieldError('default_booth_id', SCHEDULE_MESSAGES.boothMissing);
  const schedule: SavedSchedule = {
    market_vendor_id: marketVendorId,
    pattern: input.pattern,
    anchor_date: anchor,
    week_of_month: input.pattern === 'MONTHLY' ? (input.week_of_month ?? null) : null,
    picked_dates: [],
    default_booth_id: booth,
  };
  await scope.db.transaction(async (tx) => {
    await saveSchedule(tx, {
      marketId: market.id,
      schedule,
      added: picked,
      from: today,
      userId,
      at: scope.now,
    });
    await syncScheduledBoothCharges({
      db: tx,
      marketId: market.id,
      marketVendorIds: [marketVendorId],
      now: scope.now,
    });
  });
  return { message: SCHEDULE_MESSAGES.saved, data: await getSchedule({ ...scope, marketVendorId }) };
}
