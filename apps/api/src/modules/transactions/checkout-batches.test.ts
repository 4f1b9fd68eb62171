import {
  CHECKOUT_MESSAGES,
  formatDisplayDate,
  MAX_TOKEN_BALANCE,
  TOKEN_BALANCE_TOO_LARGE,
} from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPayload, checkoutSubmitter } from '../../../test/checkout-fixtures';
import { expectIntactLedger } from '../../../test/ledger-assertions';
import { managerWithMarket } from '../../../test/market-fixtures';
import { countStatements } from '../../../test/statement-counter';
import { useTestApp } from '../../../test/use-test-app';
import { auditEvents, idempotencyKeys, transactions } from '../../db/schema';
import { appendLedgerEntries } from '../tokens';
import { batchRolledBack } from './checkout-batch.repository';
import { toTransactionJson } from './transactions.mapper';
import { getTransaction } from './transactions.repository';

const t = useTestApp();

async function setup() {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  const submit = checkoutSubmitter(t, manager.token, market);
  return { manager, market, vendors, bucks, calfresh, submit };
}

// Sends the submits at once, as many devices at a busy close do, and answers their responses, how many batch
// statements were sent (checkout-batch.repository.ts) and how many single ones (checkout.repository.ts). The
// counter logs a statement before it runs: a batch that fails shows in the count of single ones, as each of its
// checkouts is then written alone.
async function together(submits: (() => ReturnType<ReturnType<typeof checkoutSubmitter>>)[]) {
  const counter = countStatements(t.db);
  try {
    const responses = await Promise.all(submits.map((send) => send()));
    const count = (start: RegExp) => counter.statements.filter((text) => start.test(text)).length;
    return {
      responses,
      batched: count(/^with input as \(/) > 0,
      alone: count(/^with checkout as \(insert/),
    };
  } finally {
    counter.stop();
  }
}

const days = Array.from({ length: 8 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);

// Decision 043: submits that arrive while a checkout write runs are written together in one statement. Each must
// be booked, answered and kept exactly as it would have been alone.
describe('checkouts written together', () => {
  it('books every submit of a batch with its own tokens, ledger entries, audit row and stored answer', async () => {
    const { manager, market, vendors, bucks, calfresh, submit } = await setup();
    const sent = days.flatMap((day, i) => [
      {
        key: `batch-producer-${day}`,
        body: { vendor: vendors.producer, day, gross: 100 + i, tokens: { [bucks.id]: i + 1 } },
      },
      {
        key: `batch-reseller-${day}`,
        body: { vendor: vendors.reseller, day, gross: 200, tokens: { [bucks.id]: 1, [calfresh.id]: i % 3 } },
      },
      { key: `batch-service-${day}`, body: { vendor: vendors.service, day, gross: 50 } },
    ]);
    const { responses, batched, alone } = await together(
      sent.map(
        ({ key, body }) =>
          () =>
            submit(checkoutPayload(body), key),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(sent.map(() => 201));
    expect(batched).toBe(true);
    // The batches were written as batches: had one failed, each of its checkouts would have been written alone too.
    expect(alone).toBeLessThan(sent.length / 2);

    // Each answer is its own checkout as stored, and a retry of its key replays exactly that answer.
    for (const [i, response] of responses.entries()) {
      const { data } = response.json();
      const stored = await getTransaction({ db: t.db, managerId: manager.manager.id, id: data.id });
      // The answer is the checkout as stored, byte for byte, on the day and with the figures it was sent.
      expect(JSON.stringify(data)).toBe(JSON.stringify(toTransactionJson(stored!)));
      expect(data.market_date).toBe(sent[i]!.body.day);
      expect(data.reported_gross).toBe(sent[i]!.body.gross);
      const again = await submit(checkoutPayload(sent[i]!.body), sent[i]!.key);
      expect(again.json()).toEqual(response.json());
    }
    const rows = await t.db.select().from(transactions).where(eq(transactions.marketId, market.id));
    expect(rows).toHaveLength(sent.length);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'transaction'), eq(auditEvents.managerId, manager.manager.id)));
    expect(audits.map((a) => a.entityId).sort()).toEqual(rows.map((r) => r.id).sort());
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.managerId, manager.manager.id));
    expect(keys.map((k) => k.key).sort()).toEqual(sent.map((s) => s.key).sort());

    // The ledgers chain without gaps, one entry per handed-in line, to the sum of every batch's counts; each entry
    // is its own checkout's line: the same count, day, market and manager's user.
    const bucksEntries = await expectIntactLedger(t.db, bucks.id);
    expect(bucksEntries).toHaveLength(1 + 2 * days.length);
    expect(bucksEntries.at(-1)?.balance).toBe(100 + (days.length * (days.length + 1)) / 2 + days.length);
    const calfreshEntries = await expectIntactLedger(t.db, calfresh.id);
    const calfreshBack = days.reduce((sum, _, i) => sum + (i % 3), 0);
    expect(calfreshEntries.at(-1)!.balance - calfreshEntries[0]!.balance).toBe(calfreshBack);
    const booked = new Map(responses.map((r) => [r.json().data.id as string, r.json().data]));
    const entries = [...bucksEntries.slice(1), ...calfreshEntries.slice(1)];
    expect(entries).toHaveLength(2 * days.length + days.filter((_, i) => i % 3 > 0).length);
    for (const entry of entries) {
      const checkout = booked.get(entry.transactionId!);
      const line = checkout?.tokens.find((token: { token_id: string }) => token.token_id === entry.tokenId);
      expect({ type: entry.type, delta: entry.delta, day: entry.marketDate, market: entry.marketId }).toEqual(
        {
          type: 'TRANSACTION',
          delta: line?.count,
          day: checkout?.market_date,
          market: market.id,
        },
      );
      expect(entry.createdBy).toBe(manager.user.id);
    }

    // The range's figures (per-day rollups, decision 037) count every checkout of every batch.
    const list = await manager.api(
      'GET',
      `/market-managers/transactions?market_id=${market.id}&start_date=${days[0]}&end_date=${days.at(-1)}`,
    );
    expect(list.json().totals).toMatchObject({
      count: sent.length,
      reported_gross: sent.reduce((sum, s) => sum + s.body.gross, 0),
    });
  });

  it("answers a vendor's second checkout of the day and a retried key in a batch as each would be answered alone", async () => {
    const { market, vendors, bucks, submit } = await setup();
    const distinct = days.map(
      (day) => () =>
        submit(
          checkoutPayload({ vendor: vendors.service, day, gross: 10, tokens: { [bucks.id]: 1 } }),
          `batch-ok-${day}`,
        ),
    );
    const twice = (key: string) => () =>
      submit(
        checkoutPayload({
          vendor: vendors.producer,
          day: '2026-10-20',
          gross: 80,
          tokens: { [bucks.id]: 2 },
        }),
        key,
      );
    const retried = () =>
      submit(
        checkoutPayload({
          vendor: vendors.reseller,
          day: '2026-10-20',
          gross: 90,
          tokens: { [bucks.id]: 3 },
        }),
        'batch-retried',
      );
    const { responses, batched } = await together([
      ...distinct,
      twice('batch-first'),
      twice('batch-second'),
      retried,
      retried,
    ]);
    expect(batched).toBe(true);
    expect(responses.slice(0, days.length).map((r) => r.statusCode)).toEqual(days.map(() => 201));
    const [first, second, retry1, retry2] = responses.slice(days.length);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const refused = first!.statusCode === 409 ? first! : second!;
    expect(refused.json().detail).toBe(
      CHECKOUT_MESSAGES.conflict('Green Valley Produce', formatDisplayDate('2026-10-20')),
    );
    expect(retry1!.json().data.id).toBe(retry2!.json().data.id);
    const rows = await t.db.select().from(transactions).where(eq(transactions.marketId, market.id));
    expect(rows).toHaveLength(days.length + 2);
    const entries = await expectIntactLedger(t.db, bucks.id);
    expect(entries.at(-1)?.balance).toBe(100 + days.length + 2 + 3);
  });

  // Two accounts' submits share a batch: each checkout, its lines and its ledger entries stay in its own account.
  it("keeps each account's checkouts of a shared batch in that account", async () => {
    const one = await setup();
    const two = await setup();
    const sends = days.flatMap((day) =>
      [one, two].map(
        (account) => () =>
          account.submit(
            checkoutPayload({
              vendor: account.vendors.producer,
              day,
              gross: 40,
              tokens: { [account.bucks.id]: 2 },
            }),
            `shared-${day}`,
          ),
      ),
    );
    const { responses, batched, alone } = await together(sends);
    expect(batched).toBe(true);
    expect(alone).toBeLessThan(sends.length / 2);
    expect(responses.map((r) => r.statusCode)).toEqual(sends.map(() => 201));
    for (const [i, response] of responses.entries()) {
      const [mine, theirs] = i % 2 === 0 ? [one, two] : [two, one];
      const { id } = response.json().data;
      expect(await getTransaction({ db: t.db, managerId: mine.manager.manager.id, id })).not.toBeNull();
      expect(await getTransaction({ db: t.db, managerId: theirs.manager.manager.id, id })).toBeNull();
    }
    for (const account of [one, two]) {
      const rows = await t.db.select().from(transactions).where(eq(transactions.marketId, account.market.id));
      expect(rows).toHaveLength(days.length);
      expect(rows.every((row) => row.managerId === account.manager.manager.id)).toBe(true);
      // The same key in both accounts: each account keeps its own answer under it.
      const keys = await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.managerId, account.manager.manager.id));
      expect(keys).toHaveLength(days.length);
      const entries = await expectIntactLedger(t.db, account.bucks.id);
      expect(entries).toHaveLength(1 + days.length);
      const own = new Set(rows.map((row) => row.id));
      expect(entries.slice(1).every((entry) => own.has(entry.transactionId!))).toBe(true);
    }
  });

  it('refuses only the checkouts of a batch that would take a token past the ceiling', async () => {
    const { market, vendors, bucks, submit } = await setup();
    await appendLedgerEntries(t.db, [
      { tokenId: bucks.id, marketId: market.id, delta: MAX_TOKEN_BALANCE - 100 - 10, type: 'MANUAL' },
    ]);
    const { responses, batched } = await together(
      days
        .slice(0, 6)
        .map(
          (day) => () =>
            submit(checkoutPayload({ vendor: vendors.producer, day, gross: 10, tokens: { [bucks.id]: 3 } })),
        ),
    );
    expect(batched).toBe(true);
    // 10 below the ceiling: three checkouts of 3 fit, one after another; the other three are refused alone.
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(refused.map((r) => r.json().detail)).toEqual([
      TOKEN_BALANCE_TOO_LARGE,
      TOKEN_BALANCE_TOO_LARGE,
      TOKEN_BALANCE_TOO_LARGE,
    ]);
    expect(await t.db.select().from(transactions).where(eq(transactions.marketId, market.id))).toHaveLength(
      3,
    );
    expect((await expectIntactLedger(t.db, bucks.id)).at(-1)?.balance).toBe(MAX_TOKEN_BALANCE - 1);
  });

  // Booking a batch's checkouts again one at a time is right only when the batch wrote nothing.
  it('books a failed batch again only when PostgreSQL refused it, never when its outcome is unknown', () => {
    const refused = (code: string, severity = 'ERROR') => ({
      message: 'Failed query',
      cause: { code, severity },
    });
    for (const code of ['23505', '23503', 'MD001', '40P01', '40001', '22003', '42846', '57014', '55P03'])
      expect(batchRolledBack(refused(code)), code).toBe(true);
    // The server or the connection went away: the batch may have committed before its answer was lost.
    for (const code of ['57P01', '08006', '53100', '58030', 'XX000'])
      expect(batchRolledBack(refused(code, 'FATAL')), code).toBe(false);
    expect(batchRolledBack(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(false);
    expect(batchRolledBack(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(batchRolledBack(undefined)).toBe(false);
  });
});
