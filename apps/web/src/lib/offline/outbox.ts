import type { CheckoutInput, DayReportInput } from '@marketday/shared';
import { newIdempotencyKey } from '../idempotency-key';
import {
  type AttendanceOutboxItem,
  type CheckoutOutboxItem,
  type DayReportOutboxItem,
  isSendable,
  type OutboxItem,
  type OutboxMode,
  toOverwrite,
} from './outbox-machine';
import { getItem, nextSeq, putItem, removeItem, replaceItem, userItems } from './outbox-store';

export type QueueCheckoutArgs = {
  userId: string;
  /** The key of the attempt that could not reach the server; it is sent again with it. */
  key: string;
  mode: OutboxMode;
  marketId: string;
  marketName: string;
  vendorName: string;
  input: CheckoutInput;
  moneyOwedCents: number;
  now?: Date;
};

// A checkout's vendor and market day: the request body, or the checkout screen's draft in cents.
type VendorDay = Pick<CheckoutInput, 'market_vendor_id' | 'market_date'>;

function sameVendorDay(item: OutboxItem, input: VendorDay): item is CheckoutOutboxItem {
  return (
    item.kind === 'checkout' &&
    item.input.market_vendor_id === input.market_vendor_id &&
    item.input.market_date === input.market_date
  );
}

/** The waiting checkout of this vendor on this day, if the device holds one. */
export async function queuedCheckoutFor(
  userId: string,
  input: VendorDay,
): Promise<CheckoutOutboxItem | null> {
  const items = await userItems(userId);
  return (
    items.find((item): item is CheckoutOutboxItem => isSendable(item) && sameVendorDay(item, input)) ?? null
  );
}

// A second checkout of a vendor the device is still holding edits the held one (the edit happens on the device
// before sync). An item already sent once may be on the server under its key, so the edit takes a new key: if the
// first did arrive, the new one meets it as a 409 and the manager chooses.
export async function queueCheckout(args: QueueCheckoutArgs): Promise<CheckoutOutboxItem> {
  const held = await queuedCheckoutFor(args.userId, args.input);
  const key = held && !held.everSent ? held.key : args.key;
  const item: CheckoutOutboxItem = {
    key,
    seq: held?.seq ?? nextSeq(),
    userId: args.userId,
    kind: 'checkout',
    mode: held?.mode === 'overwrite' ? 'overwrite' : args.mode,
    marketId: args.marketId,
    marketName: args.marketName,
    vendorName: args.vendorName,
    input: args.input,
    moneyOwedCents: args.moneyOwedCents,
    queuedAt: (args.now ?? new Date()).toISOString(),
    state: 'queued',
    attempts: held && !held.everSent ? held.attempts : 0,
    everSent: false,
    message: null,
    conflictId: null,
  };
  if (held?.everSent && key === held.key) item.key = newIdempotencyKey();
  await replaceItem(held?.key ?? item.key, item);
  return item;
}

export type QueueDayReportArgs = {
  userId: string;
  marketId: string;
  marketName: string;
  reportId: string | null;
  input: DayReportInput;
  now?: Date;
};

// A held item saved again, or a new one: queued from now, not yet tried. It keeps the held one's place in the queue,
// and its key unless that was sent once (the server may hold it; an edit must not be taken for the same request).
function heldAgain(held: OutboxItem | undefined, now = new Date()) {
  return {
    key: held && !held.everSent ? held.key : newIdempotencyKey(),
    seq: held?.seq ?? nextSeq(),
    queuedAt: now.toISOString(),
    state: 'queued' as const,
    attempts: 0,
    everSent: false,
    message: null,
    conflictId: null,
  };
}

// A day report saved without a network waits like a checkout; a second save of the same night edits the held one.
export async function queueDayReport(args: QueueDayReportArgs): Promise<DayReportOutboxItem> {
  const held = (await userItems(args.userId)).find(
    (item): item is DayReportOutboxItem =>
      item.kind === 'day-report' &&
      isSendable(item) &&
      item.marketId === args.marketId &&
      item.input.date === args.input.date,
  );
  const item: DayReportOutboxItem = {
    ...heldAgain(held, args.now),
    userId: args.userId,
    kind: 'day-report',
    mode: held?.mode === 'overwrite' || args.reportId ? 'overwrite' : 'create',
    marketId: args.marketId,
    marketName: args.marketName,
    reportId: args.reportId ?? held?.reportId ?? null,
    input: args.input,
  };
  await replaceItem(held?.key ?? item.key, item);
  return item;
}

export type QueueAttendanceArgs = Pick<
  AttendanceOutboxItem,
  'userId' | 'marketId' | 'marketName' | 'vendorName' | 'marketVendorId' | 'date' | 'status'
> & { now?: Date };

// An attendance mark taken without a network waits like a checkout; a later mark of the same vendor that day
// replaces the held one (only the last tap counts), keeping its place in the queue. A held mark already sent once
// may be in flight: the new one takes a new key, so the end of that send cannot remove it.
export async function queueAttendance({ now, ...args }: QueueAttendanceArgs): Promise<AttendanceOutboxItem> {
  const held = (await userItems(args.userId)).find(
    (item): item is AttendanceOutboxItem =>
      item.kind === 'attendance' &&
      isSendable(item) &&
      item.marketVendorId === args.marketVendorId &&
      item.date === args.date,
  );
  const item: AttendanceOutboxItem = { ...args, ...heldAgain(held, now), kind: 'attendance', mode: 'create' };
  await replaceItem(held?.key ?? item.key, item);
  return item;
}

/** Needs attention → Overwrite Transaction: sent again as a replacement of the vendor's booked checkout. */
export async function overwriteQueued(key: string): Promise<void> {
  const item = await getItem(key);
  if (item) await putItem(toOverwrite(item));
}

/** Discard (Needs attention) or Delete (waiting): the checkout never reaches the server from this device. */
export function discardQueued(key: string): Promise<void> {
  return removeItem(key);
}

/** After a sign-in: checkouts that waited for it are sent with the next pass. */
export async function resumeAfterSignIn(userId: string): Promise<void> {
  for (const item of await userItems(userId)) {
    if (item.state === 'waiting-for-sign-in') await putItem({ ...item, state: 'queued' });
  }
}
