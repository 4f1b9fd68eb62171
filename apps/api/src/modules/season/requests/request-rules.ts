import { DEFAULT_DROP_DEADLINE_HOURS, isScheduledOn, seasonDates } from '@marketday/shared';
import type { Database } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { insertNotifications } from '../../notifications';
import {
  marketVendorIdsOf,
  savedSchedules,
  scheduleDateChanges,
  scheduleDateKey,
} from '../schedules/schedule.repository';
import { listDateChanges } from '../season.repository';
import {
  countMapBooths,
  findDropDeadlineHours,
  type RequestMarket,
  type RequestRow,
} from './date-requests.repository';

// The rules the vendor's changes and the manager's answers share: what a date is, who is on it, whether its booths
// are full, each waitlisted request's place, and the inbox notice a vendor gets.

export const dateError = (message: string) => badRequest(message, { errors: [{ path: 'date', message }] });

export async function deadlineHoursOf({ db, marketId }: { db: Database; marketId: string }) {
  return (await findDropDeadlineHours({ db, marketId })) ?? DEFAULT_DROP_DEADLINE_HOURS;
}

/** The market's date (SCHEDULED, CANCELLED or EXTRA, with its note), or undefined when it is not a market date. */
export async function marketDay({ db, market, date }: { db: Database; market: RequestMarket; date: string }) {
  const changes = await listDateChanges({ db, marketId: market.id, start: date, end: date });
  return seasonDates(market, changes, { start: date, end: date })[0];
}

/** Whether the vendor is on `date`, an open date (`regular`: on the weekday, not an extra date). */
export async function isVendorScheduled({
  db,
  marketId,
  marketVendorId,
  date,
  regular,
}: {
  db: Database;
  marketId: string;
  marketVendorId: string;
  date: string;
  regular: boolean;
}) {
  const [saved, changes] = await Promise.all([
    savedSchedules({ db, marketId, marketVendorIds: [marketVendorId] }),
    scheduleDateChanges({ db, marketId, start: date, end: date, marketVendorId }),
  ]);
  return isScheduledOn(
    saved.get(marketVendorId) ?? null,
    changes.get(scheduleDateKey(marketVendorId, date)),
    date,
    regular,
  );
}

/** Whether every booth on the market's map is taken on `date`; a market without a map is never full. */
export async function boothsFull({
  db,
  marketId,
  date,
  regular,
}: {
  db: Database;
  marketId: string;
  date: string;
  regular: boolean;
}) {
  const booths = await countMapBooths({ db, marketId });
  if (booths === null) return false;
  const [ids, saved, changes] = await Promise.all([
    marketVendorIdsOf({ db, marketId }),
    savedSchedules({ db, marketId }),
    scheduleDateChanges({ db, marketId, start: date, end: date }),
  ]);
  const scheduled = ids.filter((id) =>
    isScheduledOn(saved.get(id) ?? null, changes.get(scheduleDateKey(id, date)), date, regular),
  ).length;
  return scheduled >= booths;
}

/** Each WAITLISTED request's place in its date's line (1 = first), from rows in the waitlist's order. */
export function waitlistPositions(rows: readonly RequestRow[]): Map<string, number> {
  const positions = new Map<string, number>();
  const perDate = new Map<string, number>();
  for (const row of rows) {
    if (row.status !== 'WAITLISTED') continue;
    const place = (perDate.get(row.date) ?? 0) + 1;
    perDate.set(row.date, place);
    positions.set(row.id, place);
  }
  return positions;
}

/** An inbox notice to the vendor behind a request (a vendor kept by the manager, without an account, gets none). */
export async function noticeVendor({
  db,
  request,
  senderId,
  title,
  market,
  now,
}: {
  db: Database;
  request: RequestRow;
  senderId: string;
  title: string;
  market: RequestMarket;
  now: Date;
}) {
  if (!request.vendorUserId) return;
  await insertNotifications({
    db,
    rows: [
      {
        recipientId: request.vendorUserId,
        senderId,
        type: 'market_update',
        title,
        message: `${market.name}: ${title}.`,
        createdAt: now,
      },
    ],
  });
}
