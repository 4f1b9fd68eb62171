import {
  type DateRequest,
  type DateRequestDecision,
  type DateRequestStatus,
  SCHEDULE_MESSAGES,
  type SeasonSettings,
} from '@marketday/shared';
import type { Database } from '../../../db/client';
import { conflict, orNotFound } from '../../../lib/http-errors';
import { syncScheduledBoothCharges } from '../booth-charges';
import {
  findDateRequest,
  findManagedMarket,
  listDateRequests,
  lockMarketDates,
  type RequestRow,
  saveDropDeadlineHours,
  saveScheduleDate,
  setDateRequestStatus,
} from './date-requests.repository';
import { boothsFull, deadlineHoursOf, marketDay, noticeVendor, waitlistPositions } from './request-rules';

type ManagerScope = { db: Database; managerId: string; marketId: string };

const toDateRequest = (row: RequestRow, positions: Map<string, number>): DateRequest => ({
  id: row.id,
  market_vendor_id: row.marketVendorId,
  vendor_id: row.vendorId,
  business_name: row.businessName,
  date: row.date,
  status: row.status,
  waitlist_position: row.status === 'WAITLISTED' ? (positions.get(row.id) ?? null) : null,
  created_at: row.createdAt.toISOString(),
});

/** The market's requests by date, then oldest first; a WAITLISTED one carries its place in its date's line. */
export async function marketDateRequests({
  status,
  ...scope
}: ManagerScope & { status?: DateRequestStatus | undefined }): Promise<DateRequest[]> {
  const market = orNotFound(await findManagedMarket(scope));
  const rows = await listDateRequests({ db: scope.db, marketId: market.id, status });
  const positions = waitlistPositions(rows);
  return rows.map((row) => toDateRequest(row, positions));
}

async function requestAsAnswered({ db, marketId, row }: { db: Database; marketId: string; row: RequestRow }) {
  const line = await listDateRequests({ db, marketId, status: 'WAITLISTED', start: row.date, end: row.date });
  return toDateRequest(row, waitlistPositions(line));
}

/**
 * The manager's answer to an open request. Decline: the vendor is told. Approve: the vendor is added to the date
 * and told — unless every booth on the map is taken that day, then the request waits in line (its place by when
 * it was asked). A waitlisted request is approved once a booth is free.
 */
export async function decideDateRequest({
  requestId,
  input,
  userId,
  now,
  ...scope
}: ManagerScope & { requestId: string; input: DateRequestDecision; userId: string; now: Date }) {
  const market = orNotFound(await findManagedMarket(scope));
  const marketId = market.id;
  const { message, requestId: id } = await scope.db.transaction(async (tx) => {
    await lockMarketDates({ db: tx, marketId });
    const request = orNotFound(await findDateRequest({ db: tx, marketId, requestId }));
    if (request.status !== 'PENDING' && request.status !== 'WAITLISTED')
      throw conflict(SCHEDULE_MESSAGES.requestDecided);
    const { date } = request;
    const decide = (status: DateRequestStatus) =>
      setDateRequestStatus({ db: tx, requestId, status, decidedBy: userId, at: now });
    const tell = (title: string) => noticeVendor({ db: tx, request, senderId: userId, title, market, now });
    if (input.status === 'DECLINED') {
      await decide('DECLINED');
      await tell(SCHEDULE_MESSAGES.requestDeclinedNotice(date));
      return { message: SCHEDULE_MESSAGES.declined(date), requestId };
    }
    const day = await marketDay({ db: tx, market, date });
    if (!day || day.status === 'CANCELLED') throw conflict(SCHEDULE_MESSAGES.notOpenDate(date));
    if (await boothsFull({ db: tx, marketId, date, regular: day.status === 'SCHEDULED' })) {
      if (request.status === 'WAITLISTED') throw conflict(SCHEDULE_MESSAGES.stillFull(date));
      await decide('WAITLISTED');
      const line = await listDateRequests({ db: tx, marketId, status: 'WAITLISTED', start: date, end: date });
      const place = waitlistPositions(line).get(requestId) ?? line.length;
      return { message: SCHEDULE_MESSAGES.waitlisted(date, place), requestId };
    }
    await decide('APPROVED');
    await saveScheduleDate({ db: tx, marketId, marketVendorId: request.marketVendorId, date, kind: 'ADDED' });
    await syncScheduledBoothCharges({ db: tx, marketId, marketVendorIds: [request.marketVendorId], now });
    await tell(SCHEDULE_MESSAGES.requestApprovedNotice(date));
    return { message: SCHEDULE_MESSAGES.approved(date), requestId };
  });
  const row = orNotFound(await findDateRequest({ db: scope.db, marketId, requestId: id }));
  return { message, data: await requestAsAnswered({ db: scope.db, marketId, row }) };
}

export async function seasonSettings(scope: ManagerScope): Promise<SeasonSettings> {
  const market = orNotFound(await findManagedMarket(scope));
  return { drop_deadline_hours: await deadlineHoursOf({ db: scope.db, marketId: market.id }) };
}

export async function saveSeasonSettings({ input, ...scope }: ManagerScope & { input: SeasonSettings }) {
  const market = orNotFound(await findManagedMarket(scope));
  await saveDropDeadlineHours({ db: scope.db, marketId: market.id, hours: input.drop_deadline_hours });
  return {
    message: SCHEDULE_MESSAGES.settingsSaved,
    data: { drop_deadline_hours: input.drop_deadline_hours },
  };
}
