import { MAX_TOKEN_BALANCE, TOKEN_BALANCE_TOO_LARGE } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPayload, checkoutSubmitter } from '../../../test/checkout-fixtures';
import { expectIntactLedger } from '../../../test/ledger-assertions';
import { managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { auditEvents, idempotencyKeys, tokens, transactions } from '../../db/schema';
import { appendLedgerEntries } from './ledger.repository';

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Decision 036: the ledger's head (newest seq, running balance, newest entry) lives on the token row, and every
// append reads it from the row it locks. It must equal the newest entry after any mix of writes and refusals.
async function expectHeadOnToken(tokenId: string) {
  const entries = await expectIntactLedger(t.db, tokenId);
  const newest = entries.at(-1);
  const [head] = await t.db
    .select({ seq: tokens.ledgerSeq, balance: tokens.ledgerBalance, id: tokens.ledgerHead })
    .from(tokens)
    .where(eq(tokens.id, tokenId));
  expect(head).toEqual({ seq: newest?.seq ?? 0, balance: newest?.balance ?? 0, id: newest?.id ?? null });
  return entries;
}

async function setup() {
  const { manager, market, vendors, bucks } = await managerWithMarket(t);
  const ledger = `/market-managers/markets/${market.id}/tokens/${bucks.id}/ledger`;
  const move = (type: 'DEPOSIT' | 'WITHDRAW_FOR_MARKET', quantity: number) =>
    manager.api('POST', ledger, { type, quantity });
  const submit = checkoutSubmitter(t, manager.token, market);
  return { manager, market, vendors, bucks, move, submit };
}

describe('the ledger head on the token row', () => {
  it('equals the newest entry after appends, checkouts, overwrites, deletes and refusals of every kind', async () => {
    const { manager, market, vendors, bucks, move, submit } = await setup();
    await expectHeadOnToken(bucks.id);
    expect((await move('DEPOSIT', 50)).statusCode).toBe(201);
    expect((await move('WITHDRAW_FOR_MARKET', 120)).statusCode).toBe(201);
    await expectHeadOnToken(bucks.id);
    // Refused: below zero (30 in hand) and above the ceiling; neither writes, the head stays.
    expect((await move('WITHDRAW_FOR_MARKET', 31)).statusCode).toBe(400);
    await appendLedgerEntries(t.db, [
      { tokenId: bucks.id, marketId: market.id, delta: MAX_TOKEN_BALANCE - 30 - 10, type: 'MANUAL' },
    ]);
    const high = await move('DEPOSIT', 11);
    expect(high.statusCode).toBe(400);
    expect(high.json().detail).toBe(TOKEN_BALANCE_TOO_LARGE);
    await expectHeadOnToken(bucks.id);
    await appendLedgerEntries(t.db, [
      { tokenId: bucks.id, marketId: market.id, delta: -(MAX_TOKEN_BALANCE - 30 - 10), type: 'MANUAL' },
    ]);
    const day = '2026-11-07';
    const booked = await submit(
      checkoutPayload({ vendor: vendors.producer, day, gross: 100, tokens: { [bucks.id]: 5 } }),
    );
    expect(booked.statusCode).toBe(201);
    expect((await expectHeadOnToken(bucks.id)).at(-1)?.balance).toBe(35);
    const overwrite = await manager.api(
      'PUT',
      `/market-managers/transactions?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${day}`,
      checkoutPayload({ vendor: vendors.producer, day, gross: 100, tokens: { [bucks.id]: 2 } }),
    );
    expect(overwrite.statusCode).toBe(200);
    expect((await expectHeadOnToken(bucks.id)).at(-1)?.balance).toBe(32);
    const deleted = await manager.api('DELETE', `/market-managers/transactions/${booked.json().data.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await expectHeadOnToken(bucks.id)).at(-1)?.balance).toBe(30);
  });

  // The one-statement checkout: a refusal raised inside it undoes the checkout row, its token lines, its audit row
  // and its stored answer along with the ledger entries, and answers as the ledger's refusal always did.
  it('books nothing at all when a checkout would take a token past the ceiling', async () => {
    const { manager, market, vendors, bucks, submit } = await setup();
    await appendLedgerEntries(t.db, [
      { tokenId: bucks.id, marketId: market.id, delta: MAX_TOKEN_BALANCE - 100 - 2, type: 'MANUAL' },
    ]);
    const before = await expectHeadOnToken(bucks.id);
    const key = 'ceiling-refused-01';
    const refused = await submit(
      checkoutPayload({ vendor: vendors.producer, day: '2026-11-07', gross: 100, tokens: { [bucks.id]: 3 } }),
      key,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(TOKEN_BALANCE_TOO_LARGE);
    expect(await t.db.select().from(transactions).where(eq(transactions.marketId, market.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'transaction'), eq(auditEvents.managerId, manager.manager.id))),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.managerId, manager.manager.id), eq(idempotencyKeys.key, key))),
    ).toEqual([]);
    expect(await expectHeadOnToken(bucks.id)).toEqual(before);
    // Two fit: the same key books now (nothing was kept of the refused try).
    const fits = await submit(
      checkoutPayload({ vendor: vendors.producer, day: '2026-11-07', gross: 100, tokens: { [bucks.id]: 2 } }),
      key,
    );
    expect(fits.statusCode).toBe(201);
    expect((await expectHeadOnToken(bucks.id)).at(-1)?.balance).toBe(MAX_TOKEN_BALANCE);
  });

  // Every submit holds the same token: each must read the head its predecessor wrote, in the statement that waited
  // for the lock, or seqs repeat (the unique index refuses) or balances drift.
  it.skipIf(!onPostgres)(
    'chains every one of many concurrent submits handing in the same token',
    async () => {
      const { vendors, bucks, submit } = await setup();
      const days = Array.from({ length: 16 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
      const responses = await Promise.all(
        days.flatMap((day, i) => [
          submit(
            checkoutPayload({ vendor: vendors.producer, day, gross: 100, tokens: { [bucks.id]: i + 1 } }),
            `chain-producer-${day}`,
          ),
          submit(
            checkoutPayload({ vendor: vendors.reseller, day, gross: 100, tokens: { [bucks.id]: 1 } }),
            `chain-reseller-${day}`,
          ),
        ]),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
      const entries = await expectHeadOnToken(bucks.id);
      // The creation's 100, then one entry per submit.
      expect(entries).toHaveLength(1 + 2 * days.length);
      expect(entries.at(-1)?.balance).toBe(100 + (days.length * (days.length + 1)) / 2 + days.length);
    },
  );
});
