import type { Database } from '../../db/client';
import { type BookedCheckout, type CheckoutBooking, insertCheckout } from './checkout.repository';
import { insertCheckouts } from './checkout-batch.repository';

// How many checkout writes of one process run at once, and how many checkouts one of them carries at most
// (docs/decisions/043-checkout-batches.md).
export const WRITES_IN_FLIGHT = 1;
export const MOST_IN_ONE_WRITE = 50;

// `done` settles the submit's promise with the write's own (resolving with a promise adopts its outcome).
type Waiting = CheckoutBooking & { done: (booked: Promise<BookedCheckout>) => void };
type Lane = { waiting: Waiting[]; inFlight: number };

const lanes = new WeakMap<Database, Lane>();

// Books a priced checkout. A submit that finds no write running is written at once, alone, by insertCheckout's
// statement; submits that arrive while one runs wait for it and are then written together in one statement and
// one commit (group commit). So a quiet market pays nothing for it and a busy server does one write for many
// submits. A batch the database refuses (one checkout's unique violation or refused tokens undo the whole
// statement) is written again one checkout at a time in arrival order, so each submit gets the answer it would
// have had on its own.
export function bookCheckout(db: Database, booking: CheckoutBooking): Promise<BookedCheckout> {
  let lane = lanes.get(db);
  if (!lane) {
    lane = { waiting: [], inFlight: 0 };
    lanes.set(db, lane);
  }
  const answer = new Promise<BookedCheckout>((done) => lane.waiting.push({ ...booking, done }));
  if (lane.inFlight < WRITES_IN_FLIGHT) void write(db, lane);
  return answer;
}

async function write(db: Database, lane: Lane) {
  const batch = lane.waiting.splice(0, MOST_IN_ONE_WRITE);
  if (batch.length === 0) return;
  lane.inFlight += 1;
  try {
    const together = batch.length > 1 ? insertCheckouts(db, batch) : Promise.resolve(null);
    const booked = await together.catch(() => undefined);
    if (booked === undefined) {
      // Perhaps written (its answer was lost, or read wrong): the error is every submit's own, and none is booked
      // again; a resend with its Idempotency-Key replays it if it was.
      for (const waiting of batch) waiting.done(together as Promise<never>);
    } else if (booked) {
      for (const [i, waiting] of batch.entries()) waiting.done(Promise.resolve(booked[i]!));
    } else {
      for (const waiting of batch) {
        const alone = insertCheckout(db, waiting);
        waiting.done(alone);
        await alone.catch(() => undefined);
      }
    }
  } finally {
    lane.inFlight -= 1;
    if (lane.waiting.length > 0) void write(db, lane);
  }
}
