import {
  type Attendance,
  type AttendanceUpdate,
  FUTURE_MARKET_DAY_MESSAGE,
  isAfterTodayAtMarket,
  isOpenMarketDate,
  SEASON_MESSAGES,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, notFound, orNotFound } from '../../lib/http-errors';
import { chargeMarkedDay } from './booth-charges';
import { type BoothOnDate, boothsOn } from './booth-map/booths-on';
import { scheduledVendorsOn } from './schedules/scheduled-vendors';
import {
  type AttendanceRow,
  findDateChange,
  findSeasonMarket,
  listAttendance,
  removeMark,
  saveMark,
} from './season.repository';

type Scope = { db: Database; managerId: string; marketId: string; date: string };

const dateError = (message: string) => badRequest(message, { errors: [{ path: 'date', message }] });

// The market, when vendors come on the date (a regular day not cancelled, or an extra day).
async function openDate(scope: Scope) {
  const market = orNotFound(await findSeasonMarket(scope));
  const change = await findDateChange({ db: scope.db, marketId: market.id, date: scope.date });
  if (change?.status === 'CANCELLED') throw dateError(SEASON_MESSAGES.cancelledDay(scope.date));
  if (!isOpenMarketDate(market, change, scope.date))
    throw dateError(SEASON_MESSAGES.notMarketDay(scope.date));
  return market;
}

// The vendors scheduled on the date (their mark, or EXPECTED while there is none) and the walk-ins: vendors of
// the market marked that date though not scheduled (docs/season.md "Schedules"), each with the label of the
// booth they stand at that date (their move for the date, else their default booth), read once for the list.
export async function dayAttendance(scope: Scope): Promise<Attendance[]> {
  const market = await openDate(scope);
  const [rows, scheduled] = await Promise.all([
    listAttendance({ db: scope.db, marketId: market.id, date: scope.date }),
    scheduledVendorsOn({ db: scope.db, marketId: market.id, date: scope.date }),
  ]);
  const listed = rows.filter((r) => r.status || scheduled.has(r.marketVendorId));
  const walkIns = listed.filter((r) => !scheduled.has(r.marketVendorId)).map((r) => r.marketVendorId);
  const booths = await boothsOn({ db: scope.db, marketId: market.id, dates: [scope.date], walkIns });
  const boothOf = booths.get(scope.date);
  return listed.map((r) => toAttendance(r, !scheduled.has(r.marketVendorId), boothOf?.get(r.marketVendorId)));
}

const toAttendance = (r: AttendanceRow, walkIn: boolean, booth?: BoothOnDate): Attendance => ({
  market_vendor_id: r.marketVendorId,
  vendor_id: r.vendorId,
  business_name: r.businessName,
  type: r.type,
  status: r.status ?? 'EXPECTED',
  booth: booth?.label ?? null,
  walk_in: walkIn && !!r.status,
});

// One tap: a mark for one vendor on one date (EXPECTED takes the mark back). Setting the same mark twice is the
// same as once, so an offline replay changes nothing. Any vendor of the market can be marked: marking one not
// scheduled that date adds them as a walk-in, and EXPECTED takes them off the list again. The booth fee the mark
// makes or takes back (docs/season.md "Booth fees") is written in the mark's transaction.
export async function markAttendance({
  marketVendorId,
  input,
  userId,
  now,
  ...scope
}: Scope & { marketVendorId: string; input: AttendanceUpdate; userId: string; now: Date }) {
  const market = await openDate(scope);
  if (isAfterTodayAtMarket(scope.date, market, now)) throw dateError(FUTURE_MARKET_DAY_MESSAGE);
  const key = { db: scope.db, marketId: market.id, date: scope.date, marketVendorId };
  const [[vendor], scheduled] = await Promise.all([
    listAttendance(key),
    scheduledVendorsOn({ db: scope.db, marketId: market.id, date: scope.date }),
  ]);
  if (!vendor) throw notFound();
  const walkIn = !scheduled.has(marketVendorId);
  const booth = await scope.db.transaction(async (tx) => {
    const inTx = { ...key, db: tx };
    if (input.status === 'EXPECTED') await removeMark(inTx);
    else await saveMark({ ...inTx, status: input.status, userId, at: now });
    const booths = await boothsOn({
      db: tx,
      marketId: market.id,
      dates: [scope.date],
      walkIns: [marketVendorId],
    });
    const booth = booths.get(scope.date)?.get(marketVendorId);
    await chargeMarkedDay({ ...inTx, status: input.status, walkIn, boothSize: booth?.size ?? null, now });
    return booth;
  });
  return {
    message: SEASON_MESSAGES.marked,
    data: toAttendance(
      { ...vendor, status: input.status === 'EXPECTED' ? null : input.status },
      walkIn,
      booth,
    ),
  };
}
