// @vitest-environment node
import 'fake-indexeddb/auto';
import type { CheckoutInput, CheckoutResult } from '@marketday/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutInput } from '@/test/checkout-input';
import { httpError, networkError } from '@/test/http-errors';
import { discardQueued, overwriteQueued, queueCheckout, queueDayReport, resumeAfterSignIn } from './outbox';
import { type CheckoutOutboxItem, inQueueOrder, type OutboxItem, outcomeOf, settle } from './outbox-machine';
import {
  allItems,
  claimItem,
  getItem,
  removeItem,
  subscribeOutbox,
  updateItem,
  userItems,
} from './outbox-store';
import { createSyncScheduler, RETRY_DELAYS_MS, retryDelay, syncOutbox } from './outbox-sync';

const USER = 'manager-1';

let keys = 0;
function queue(vendor: string, { gross = 100, userId = USER } = {}) {
  keys += 1;
  return queueCheckout({
    userId,
    key: `key-${keys}`,
    mode: 'create',
    marketId: 'market-1',
    marketName: 'Downtown',
    vendorName: `Vendor ${vendor}`,
    input: checkoutInput(vendor, gross),
    moneyOwedCents: 600,
  });
}

const RESULT = { data: { id: 'tx' } } as unknown as CheckoutResult;

function checkoutOf(item: OutboxItem | undefined): CheckoutOutboxItem {
  if (item?.kind !== 'checkout') throw new Error('expected a held checkout');
  return item;
}
const vendorOf = (item: OutboxItem) => checkoutOf(item).input.market_vendor_id;

// The server as the outbox meets it: books each key once, answers a replayed key with its first booking, and
// can be told to drop the connection or refuse.
function fakeServer() {
  const booked = new Map<string, CheckoutInput>();
  const byVendor = new Map<string, string>();
  let failNext: unknown[] = [];
  const send = vi.fn(async (held: OutboxItem): Promise<CheckoutResult> => {
    const item = checkoutOf(held);
    const failure = failNext.shift();
    if (failure) throw failure;
    if (booked.has(item.key)) return RESULT;
    const vendor = item.input.market_vendor_id;
    if (item.mode === 'create' && byVendor.has(vendor)) {
      throw httpError(409, { detail: 'Vendor already checked out', id: byVendor.get(vendor) });
    }
    booked.set(item.key, item.input);
    byVendor.set(vendor, item.key);
    return RESULT;
  });
  return {
    send,
    booked,
    failWith: (...errors: unknown[]) => {
      failNext = errors;
    },
  };
}

function deps(server: ReturnType<typeof fakeServer>, userId = USER) {
  return {
    userId,
    load: userItems,
    claim: claimItem,
    update: updateItem,
    remove: removeItem,
    send: server.send,
  };
}

beforeEach(async () => {
  for (const item of await allItems()) await removeItem(item.key);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('outcomeOf', () => {
  it('reads a send failure as retry, conflict, invalid or signed out', () => {
    expect(outcomeOf(networkError())).toEqual({ kind: 'retry' });
    expect(outcomeOf(httpError(502))).toEqual({ kind: 'retry' });
    expect(outcomeOf(httpError(429))).toEqual({ kind: 'retry' });
    // A lapsed plan: kept to send again, never thrown away.
    expect(outcomeOf(httpError(403, { detail: 'Upgrade' }))).toEqual({ kind: 'retry' });
    expect(outcomeOf(httpError(401))).toEqual({ kind: 'signed-out' });
    expect(outcomeOf(httpError(409, { detail: 'Taken', id: 't1' }))).toEqual({
      kind: 'conflict',
      message: 'Taken',
      conflictId: 't1',
    });
    expect(outcomeOf(httpError(400, { detail: 'Gross too large' }))).toEqual({
      kind: 'invalid',
      message: 'Gross too large',
    });
    expect(outcomeOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'retry' });
  });

  it('settles every outcome into the next state, and a booking out of the outbox', async () => {
    const item = await queue('a');
    expect(settle(item, { kind: 'booked' })).toBeNull();
    expect(settle(item, { kind: 'retry' })).toMatchObject({ state: 'queued', attempts: 1, everSent: true });
    expect(settle(item, { kind: 'signed-out' })).toMatchObject({ state: 'waiting-for-sign-in' });
    expect(settle(item, { kind: 'invalid', message: 'No' })).toMatchObject({
      state: 'invalid',
      message: 'No',
    });
    expect(settle(item, { kind: 'conflict', message: 'Taken', conflictId: 't' })).toMatchObject({
      state: 'conflict',
      conflictId: 't',
    });
  });
});

describe('the outbox on the device', () => {
  it('keeps each checkout under the key of its first attempt, in the order queued', async () => {
    await queue('a');
    await queue('b');
    const items = inQueueOrder(await userItems(USER));
    expect(items.map((i) => [i.key, i.state])).toEqual([
      [`key-${keys - 1}`, 'queued'],
      [`key-${keys}`, 'queued'],
    ]);
  });

  it('edits the held checkout of the same vendor and day instead of holding a second one', async () => {
    const first = await queue('a', { gross: 100 });
    const edited = await queue('a', { gross: 250 });
    expect(edited.key).toBe(first.key);
    const items = await userItems(USER);
    expect(items).toHaveLength(1);
    expect(checkoutOf(items[0]).input.reported_gross).toBe(250);
  });

  it('gives an edit a new key once the held checkout was sent (the server may already hold it)', async () => {
    const first = await queue('a');
    await updateItem({ ...first, everSent: true });
    const edited = await queue('a', { gross: 300 });
    expect(edited.key).not.toBe(first.key);
    expect(inQueueOrder(await userItems(USER)).map((i) => i.key)).toEqual([edited.key]);
  });

  it("never shows or sends another user's checkouts", async () => {
    await queue('a', { userId: 'manager-2' });
    const server = fakeServer();
    expect(await userItems(USER)).toEqual([]);
    await syncOutbox(deps(server));
    expect(server.send).not.toHaveBeenCalled();
  });

  it('announces every change to its listeners', async () => {
    const listener = vi.fn();
    const stop = subscribeOutbox(listener);
    const item = await queue('a');
    await discardQueued(item.key);
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('a day report held on the device', () => {
  const report = (expenses: number) => ({
    userId: USER,
    marketId: 'market-1',
    marketName: 'Downtown',
    reportId: null,
    input: { market: 'market-1', date: '2026-11-24', expenses, tokens_distributed: [] },
  });

  it('waits with the checkouts, in order, and a second save of the night edits it', async () => {
    await queue('a');
    const first = await queueDayReport(report(40));
    const second = await queueDayReport(report(55));
    expect(second.key).toBe(first.key);
    const items = inQueueOrder(await userItems(USER));
    expect(items.map((i) => i.kind)).toEqual(['checkout', 'day-report']);
    expect(items[1]).toMatchObject({ mode: 'create', input: { expenses: 55 } });
  });

  it('is sent once and leaves the outbox; a report the server already has for the night needs attention', async () => {
    await queueDayReport(report(40));
    const sent: OutboxItem[] = [];
    const send = vi.fn(async (item: OutboxItem) => {
      sent.push(item);
      if (sent.length === 1) throw httpError(409, { detail: 'A report already exists for that date' });
      return {};
    });
    const pass = {
      userId: USER,
      load: userItems,
      claim: claimItem,
      update: updateItem,
      remove: removeItem,
      send,
    };
    expect(await syncOutbox(pass)).toEqual({ booked: 0, attention: 1, stoppedBy: null });
    const [held] = await userItems(USER);
    expect(held).toMatchObject({ kind: 'day-report', state: 'conflict' });
    await overwriteQueued(held?.key ?? '');
    expect(await syncOutbox(pass)).toEqual({ booked: 1, attention: 0, stoppedBy: null });
    expect(sent[1]).toMatchObject({ kind: 'day-report', mode: 'overwrite' });
    expect(await userItems(USER)).toEqual([]);
  });
});

describe('syncOutbox', () => {
  it('sends oldest first and removes each checkout the server booked', async () => {
    await queue('a');
    await queue('b');
    await queue('c');
    const server = fakeServer();
    const report = await syncOutbox(deps(server));
    expect(report).toEqual({ booked: 3, attention: 0, stoppedBy: null });
    expect(server.send.mock.calls.map(([item]) => vendorOf(item))).toEqual(['a', 'b', 'c']);
    expect(await userItems(USER)).toEqual([]);
  });

  it('marks a checkout "sending" on the device while its request is in flight, and removes it once booked', async () => {
    const item = await queue('a');
    const server = fakeServer();
    let answer: () => void = () => undefined;
    const realSend = server.send.getMockImplementation();
    server.send.mockImplementationOnce(async (held) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return (await realSend?.(held)) as CheckoutResult;
    });
    const pass = syncOutbox(deps(server));
    await vi.waitFor(() => expect(server.send).toHaveBeenCalledTimes(1));
    expect(await getItem(item.key)).toMatchObject({ state: 'sending', everSent: true, attempts: 0 });
    answer();
    expect(await pass).toEqual({ booked: 1, attention: 0, stoppedBy: null });
    expect(await getItem(item.key)).toBeUndefined();
    expect(server.booked.get(item.key)).toEqual(item.input);
  });

  it('books each checkout once when the network drops in the middle of a sync (answer lost)', async () => {
    await queue('a');
    await queue('b');
    await queue('c');
    const server = fakeServer();
    // b reaches the server and is booked, but its answer never comes back.
    const realSend = server.send.getMockImplementation();
    let lostOnce = false;
    server.send.mockImplementation(async (item) => {
      const result = await realSend?.(item);
      if (vendorOf(item) === 'b' && !lostOnce) {
        lostOnce = true;
        throw networkError();
      }
      return result as CheckoutResult;
    });
    const first = await syncOutbox(deps(server));
    expect(first).toEqual({ booked: 1, attention: 0, stoppedBy: 'retry' });
    expect(inQueueOrder(await userItems(USER)).map((i) => [vendorOf(i), i.state])).toEqual([
      ['b', 'queued'],
      ['c', 'queued'],
    ]);
    const second = await syncOutbox(deps(server));
    expect(second).toEqual({ booked: 2, attention: 0, stoppedBy: null });
    expect(server.booked.size).toBe(3);
    expect(await userItems(USER)).toEqual([]);
  });

  it('sends a checkout left "sending" by a closed tab again under the same key', async () => {
    const item = await queue('a');
    await updateItem({ ...item, state: 'sending', everSent: true });
    const server = fakeServer();
    server.booked.set(item.key, item.input);
    expect(await syncOutbox(deps(server))).toMatchObject({ booked: 1 });
    expect(server.booked.size).toBe(1);
  });

  it('moves a conflict and a refusal to Needs attention and goes on with the rest', async () => {
    await queue('a');
    await queue('b');
    await queue('c');
    const server = fakeServer();
    server.booked.set('other-device', checkoutInput('a'));
    server.send.mockImplementationOnce(async () => {
      throw httpError(409, { detail: 'Vendor A was already checked out', id: 'tx-other' });
    });
    server.send.mockImplementationOnce(async () => {
      throw httpError(400, { detail: 'Gross must be at most $10,000,000.00' });
    });
    const report = await syncOutbox(deps(server));
    expect(report).toEqual({ booked: 1, attention: 2, stoppedBy: null });
    const left = inQueueOrder(await userItems(USER));
    expect(left.map((i) => [vendorOf(i), i.state, i.message])).toEqual([
      ['a', 'conflict', 'Vendor A was already checked out'],
      ['b', 'invalid', 'Gross must be at most $10,000,000.00'],
    ]);
    expect(left[0]?.conflictId).toBe('tx-other');
  });

  it('sends Overwrite Transaction as a replacement at the next sync', async () => {
    await queue('a');
    const server = fakeServer();
    server.failWith(httpError(409, { detail: 'Taken', id: 'tx-other' }));
    await syncOutbox(deps(server));
    const [conflicted] = await userItems(USER);
    await overwriteQueued(conflicted?.key ?? '');
    expect(await getItem(conflicted?.key ?? '')).toMatchObject({ state: 'queued', mode: 'overwrite' });
    await syncOutbox(deps(server));
    expect(server.send.mock.lastCall?.[0].mode).toBe('overwrite');
    expect(await userItems(USER)).toEqual([]);
  });

  it('waits for a sign-in when the session is gone, then sends after it', async () => {
    await queue('a');
    await queue('b');
    const server = fakeServer();
    server.failWith(httpError(401));
    expect(await syncOutbox(deps(server))).toMatchObject({ booked: 0, stoppedBy: 'signed-out' });
    expect(inQueueOrder(await userItems(USER)).map((i) => i.state)).toEqual([
      'waiting-for-sign-in',
      'queued',
    ]);
    await resumeAfterSignIn(USER);
    expect(await syncOutbox(deps(server))).toMatchObject({ booked: 2, stoppedBy: null });
  });

  it('sends what the device holds when its turn comes: a later checkout deleted or edited during the pass', async () => {
    const first = await queue('a');
    const second = await queue('b', { gross: 100 });
    const third = await queue('c');
    const server = fakeServer();
    const realSend = server.send.getMockImplementation();
    server.send.mockImplementation(async (item) => {
      if (item.key === first.key) {
        // While the first is on its way, the manager corrects b and deletes c.
        await queueCheckout({ ...second, key: 'unused', input: checkoutInput('b', 250) });
        await discardQueued(third.key);
      }
      return (await realSend?.(item)) as CheckoutResult;
    });
    expect(await syncOutbox(deps(server))).toMatchObject({ booked: 2, stoppedBy: null });
    expect([...server.booked.values()].map((i) => [i.market_vendor_id, i.reported_gross])).toEqual([
      ['a', 100],
      ['b', 250],
    ]);
  });

  it('stops sending once the user is no longer the one signed in', async () => {
    await queue('a');
    await queue('b');
    const server = fakeServer();
    let current = true;
    server.send.mockImplementationOnce(async () => {
      current = false;
      return RESULT;
    });
    await syncOutbox({ ...deps(server), isCurrent: () => current });
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(inQueueOrder(await userItems(USER)).map(vendorOf)).toEqual(['b']);
  });

  it('does not bring back a checkout deleted on the device while it was being sent', async () => {
    const item = await queue('a');
    const server = fakeServer();
    server.send.mockImplementationOnce(async () => {
      await discardQueued(item.key);
      throw networkError();
    });
    await syncOutbox(deps(server));
    expect(await userItems(USER)).toEqual([]);
  });
});

describe('createSyncScheduler', () => {
  it('tries again with growing waits after a pass that found no network, and resets after one that got through', async () => {
    const timers: number[] = [];
    const pending: (() => void)[] = [];
    let reports = [
      { booked: 0, attention: 0, stoppedBy: 'retry' as const },
      { booked: 0, attention: 0, stoppedBy: 'retry' as const },
      { booked: 1, attention: 0, stoppedBy: null },
    ];
    const run = vi.fn(async () => reports.shift() ?? null);
    const scheduler = createSyncScheduler({
      run,
      setTimer: (fn, ms) => {
        timers.push(ms);
        pending.push(fn);
        return pending.length;
      },
      clearTimer: () => undefined,
    });
    scheduler.kick();
    await scheduler.idle();
    pending.shift()?.();
    await scheduler.idle();
    pending.shift()?.();
    await scheduler.idle();
    expect(run).toHaveBeenCalledTimes(3);
    expect(timers).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
    expect(pending).toHaveLength(0);
    reports = [];
  });

  it('runs one pass at a time, and once more for a kick during a pass', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<null>((resolve) => {
          release = () => resolve(null);
        }),
    );
    const scheduler = createSyncScheduler({ run });
    scheduler.kick();
    scheduler.kick();
    scheduler.kick();
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    release();
    await scheduler.idle();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('caps the wait at a minute', () => {
    expect(retryDelay(1)).toBe(2_000);
    expect(retryDelay(50)).toBe(60_000);
  });
});
