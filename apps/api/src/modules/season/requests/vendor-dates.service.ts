import {
  isScheduledOn,
  SCHEDULE_MESSAGES,
  seasonDates,
  todayAtMarket,
  type VendorDate,
  type VendorDateChange,
  type VendorMarketDates,
} from '@marketday/shared';
import type { Database } from '../../../db/client';
import { orNotFound } from '../../../lib/http-errors';
import { sameDayAYearOn } from '../../../lib/year-ahead';
import { syncScheduledBoothCharges } from '../booth-charges';
import { boothsOn } from '../booth-map/booths-on';
import { savedSchedules, scheduleDateChanges, scheduleDateKey } from '../schedules/schedule.repository';
import { listDateChanges } from '../season.repository';
import {
  findVendorMarket,
  insertDateRequest,
  listDateRequests,
  lockMarketDates,
  type RequestMarket,
  saveScheduleDate,
  setDateRequestStatus,
} from './date-requests.repository';
import { beforeDeadline } from './deadline';
import {
  dateError,
  deadlineHoursOf,
  isVendorScheduled,
  marketDay,
  noticeVendor,
  waitlistPositions,
} from './request-rules';

type VendorScope = { db: Database; vendorId: string; marketId: string };

async function datesOfVendor({
  db,
  market,
  marketVendorId,
  start,
  end,
  hours,
  now,
}: {
  db: Database;
  market: RequestMarket;
  marketVendorId: string;
  start: string;
  end: string;
  hours: number;
  now: Date;
}): Promise<VendorDate[]> {
  const marketId = market.id;
  const [changes, saved, dateKinds, requests] = await Promise.all([
    listDateChanges({ db, marketId, start, end }),
    savedSchedules({ db, marketId, marketVendorIds: [marketVendorId] }),
    scheduleDateChanges({ db, marketId, start, end, marketVendorId }),
    // Every vendor's open requests: a place on the waitlist counts the others in line.
    listDateRequests({ db, marketId, open: true, start, end }),
  ]);
  const days = seasonDates(market, changes, { start, end });
  const booths = await boothsOn({
    db,
    marketId,
    dates: days.filter((d) => d.status !== 'CANCELLED').map((d) => d.date),
  });
  const positions = waitlistPositions(requests);
  const mine = new Map(requests.filter((r) => r.marketVendorId === marketVendorId).map((r) => [r.date, r]));
  const schedule = saved.get(marketVendorId) ?? null;
  return days.map((day): VendorDate => {
    if (day.status === 'CANCELLED')
      return { ...day, status: 'CANCELLED', booth: null, can_change: false, waitlist_position: null };
    const kind = dateKinds.get(scheduleDateKey(marketVendorId, day.date));
    const scheduled = isScheduledOn(schedule, kind, day.date, day.status === 'SCHEDULED');
    const request = mine.get(day.date);
    const status = scheduled
      ? 'SCHEDULED'
      : request?.status === 'WAITLISTED'
        ? 'WAITLISTED'
        : request
          ? 'REQUESTED'
          : kind === 'DROPPED'
            ? 'DROPPED'
            : 'NOT_SCHEDULED';
    return {
      date: day.date,
      status,
      note: day.note,
      booth: scheduled ? (booths.get(day.date)?.get(marketVendorId) ?? null) : null,
      can_change: beforeDeadline({ market, date: day.date, hours, now }),
      waitlist_position: status === 'WAITLISTED' && request ? (positions.get(request.id) ?? null) : null,
    };
  });
}

/** The market's dates from today at the market to a year on, each with what it is to the vendor. */
export async function vendorMarketDates({
  now,
  ...scope
}: VendorScope & { now: Date }): Promise<VendorMarketDates> {
  const { market, marketVendorId } = orNotFound(await findVendorMarket(scope));
  const start = todayAtMarket(market, now);
  const hours = await deadlineHoursOf({ db: scope.db, marketId: market.id });
  return {
    market_id: market.id,
    market_name: market.name,
    drop_deadline_hours: hours,
    rules: market.public_rules,
    dates: await datesOfVendor({
      db: scope.db,
      market,
      marketVendorId,
      start,
      end: sameDayAYearOn(start),
      hours,
      now,
    }),
  };
}

// A drop frees a place: the first in line on the date's waitlist (the oldest request) takes it and is told.
async function offerFreedBooth({
  db,
  market,
  date,
  droppedBy,
  now,
}: {
  db: Database;
  market: RequestMarket;
  date: string;
  droppedBy: string;
  now: Date;
}) {
  const open = await listDateRequests({
    db,
    marketId: market.id,
    status: 'WAITLISTED',
    start: date,
    end: date,
  });
  const first = open.find((r) => r.marketVendorId !== droppedBy);
  if (!first) return;
  await setDateRequestStatus({ db, requestId: first.id, status: 'APPROVED', decidedBy: null, at: now });
  await saveScheduleDate({
    db,
    marketId: market.id,
    marketVendorId: first.marketVendorId,
    date,
    kind: 'ADDED',
  });
  await noticeVendor({
    db,
    request: first,
    senderId: market.owner_user_id,
    title: SCHEDULE_MESSAGES.boothOpened(date),
    market,
    now,
  });
  return first.marketVendorId;
}

/**
 * Drops a date the vendor is on, asks for one they are not on, or withdraws their open ask — before the market's
 * deadline only. One transaction that holds the market's dates, so two drops at once offer two places, never one
 * place twice.
 */
export async function changeVendorDate({
  date,
  input,
  userId,
  now,
  ...scope
}: VendorScope & { date: string; input: VendorDateChange; userId: string; now: Date }) {
  const { market, marketVendorId } = orNotFound(await findVendorMarket(scope));
  const marketId = market.id;
  const { message, hours } = await scope.db.transaction(async (tx) => {
    await lockMarketDates({ db: tx, marketId });
    const day = await marketDay({ db: tx, market, date });
    if (!day || day.status === 'CANCELLED') throw dateError(SCHEDULE_MESSAGES.notOpenDate(date));
    const hours = await deadlineHoursOf({ db: tx, marketId });
    if (!beforeDeadline({ market, date, hours, now }))
      throw dateError(SCHEDULE_MESSAGES.pastDeadline(date, hours));
    const regular = day.status === 'SCHEDULED';
    const scheduled = await isVendorScheduled({ db: tx, marketId, marketVendorId, date, regular });
    switch (input.action) {
      case 'DROP': {
        if (!scheduled) throw dateError(SCHEDULE_MESSAGES.notScheduled(date));
        await saveScheduleDate({ db: tx, marketId, marketVendorId, date, kind: 'DROPPED' });
        const promoted = await offerFreedBooth({ db: tx, market, date, droppedBy: marketVendorId, now });
        await syncScheduledBoothCharges({
          db: tx,
          marketId,
          marketVendorIds: promoted ? [marketVendorId, promoted] : [marketVendorId],
          now,
        });
        return { message: SCHEDULE_MESSAGES.dropped(date), hours };
      }
      case 'REQUEST':
        if (scheduled) throw dateError(SCHEDULE_MESSAGES.alreadyScheduled(date));
        await insertDateRequest({
          db: tx,
          marketId,
          marketVendorId,
          vendorId: scope.vendorId,
          date,
          at: now,
        });
        return { message: SCHEDULE_MESSAGES.requested(date), hours };
      case 'WITHDRAW': {
        const [open] = await listDateRequests({
          db: tx,
          marketId,
          open: true,
          marketVendorId,
          start: date,
          end: date,
        });
        if (!open) throw dateError(SCHEDULE_MESSAGES.noRequest);
        await setDateRequestStatus({
          db: tx,
          requestId: open.id,
          status: 'WITHDRAWN',
          decidedBy: userId,
          at: now,
        });
        return { message: SCHEDULE_MESSAGES.withdrawn(date), hours };
      }
    }
  });
  const [data] = await datesOfVendor({
    db: scope.db,
    market,
    marketVendorId,
    start: date,
    end: date,
    hours,
    now,
  });
  return { message, data: data as VendorDate };
}
