import { MAX_TOKEN_BALANCE, TOKEN_BALANCE_TOO_LARGE } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ManagerClient, managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { dayReports, tokenLedger, transactions } from '../../db/schema';
import { appendLedgerEntries } from './ledger.repository';

const t = useTestApp();

const DAY = '2026-11-21';
const short = (n: number) => `Not enough tokens: only ${n} in hand.`;

async function setup() {
  const { manager, market, vendors, bucks } = await managerWithMarket(t);
  const ledger = `/market-managers/markets/${market.id}/tokens/${bucks.id}/ledger`;
  const count = async () =>
    (await manager.api('GET', `/market-managers/markets/${market.id}`))
      .json()
      .tokens.find((tk: { id: string }) => tk.id === bucks.id).count as number;
  const withdraw = (quantity: number) =>
    manager.api('POST', ledger, { type: 'WITHDRAW_FOR_MARKET', quantity });
  const entries = async () => t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, bucks.id));
  return { manager, market, vendors, bucks, count, withdraw, entries };
}

function dayReport(manager: ManagerClient, marketId: string, tokens: { token_id: string; count: number }[]) {
  return manager.api('POST', `/market-managers/markets/${marketId}/day-reports`, {
    market: marketId,
    date: DAY,
    expenses: 0,
    tokens_distributed: tokens,
  });
}

describe('tokens in hand never go below zero', () => {
  it('refuses a day report that hands out more than are in hand, with the manual withdrawal’s message', async () => {
    const { manager, market, bucks, count, withdraw, entries } = await setup();
    expect((await withdraw(79)).json().count).toBe(21);
    const before = await entries();

    const response = await dayReport(manager, market.id, [{ token_id: bucks.id, count: 1021 }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(short(21));
    expect(response.json().detail).toBe((await withdraw(22)).json().detail);
    expect(await count()).toBe(21);
    expect(await entries()).toHaveLength(before.length);
    expect(await t.db.select().from(dayReports)).toEqual([]);
  });

  it('refuses a day report edit that would take more than the report already holds plus what is in hand', async () => {
    const { manager, market, bucks, count, withdraw } = await setup();
    await withdraw(79);
    const created = await dayReport(manager, market.id, [{ token_id: bucks.id, count: 10 }]);
    expect(created.statusCode).toBe(201);
    expect(await count()).toBe(11);
    const edit = (n: number) =>
      manager.api('PUT', `/market-managers/markets/${market.id}/day-reports/${created.json().data.id}`, {
        market: market.id,
        date: DAY,
        expenses: 0,
        tokens_distributed: [{ token_id: bucks.id, count: n }],
      });

    const tooMany = await edit(1000);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe(short(21));
    expect(await count()).toBe(11);
    // All 21 (the 10 it holds and the 11 in hand) is allowed.
    expect((await edit(21)).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('refuses to delete a checkout whose tokens were withdrawn since, and keeps the checkout', async () => {
    const { manager, market, vendors, bucks, count, withdraw } = await setup();
    const checkout = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
      tokens: [{ token_id: bucks.id, count: 30 }],
    });
    expect(await count()).toBe(130);
    await withdraw(120);

    const deleted = await manager.api('DELETE', `/market-managers/transactions/${checkout.json().data.id}`);

    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().detail).toBe(short(10));
    expect(await count()).toBe(10);
    expect(await t.db.select().from(transactions)).toHaveLength(1);
  });

  it('lets an overwrite that keeps the tokens through after they were withdrawn, and refuses one that drops them', async () => {
    const { manager, market, vendors, bucks, count, withdraw, entries } = await setup();
    const body = (tokens: number, gross: number) => ({
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: gross,
      tokens: [{ token_id: bucks.id, count: tokens }],
    });
    await manager.api('POST', `/market-managers/transactions/${market.id}`, body(30, 100));
    await withdraw(130);
    const overwrite = (tokens: number, gross: number) =>
      manager.api(
        'PUT',
        `/market-managers/transactions?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${DAY}`,
        body(tokens, gross),
      );

    expect((await overwrite(30, 250)).statusCode).toBe(200);
    expect(await count()).toBe(0);
    // No entry ever shows fewer than zero in hand, even midway through the overwrite.
    expect(Math.min(...(await entries()).map((e) => e.balance))).toBe(0);

    const dropped = await overwrite(10, 250);
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().detail).toBe(short(10));
    expect(await count()).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'holds when a withdrawal, a day report and a checkout delete race for the same tokens (PostgreSQL)',
    async () => {
      const { manager, market, vendors, bucks, count, withdraw, entries } = await setup();
      const checkout = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: '2026-11-14',
        reported_gross: 100,
        tokens: [{ token_id: bucks.id, count: 40 }],
      });
      expect(await count()).toBe(140);
      // Any two fit in 140 (60 + 60, 60 + 40); all three (160) do not: exactly one must be refused.
      const responses = await Promise.all([
        withdraw(60),
        dayReport(manager, market.id, [{ token_id: bucks.id, count: 60 }]),
        manager.api('DELETE', `/market-managers/transactions/${checkout.json().data.id}`),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s < 300)).toHaveLength(2);
      const refused = responses.filter((r) => r.statusCode === 400);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.json().detail).toMatch(/^Not enough tokens: only \d+ in hand\.$/);
      const final = await count();
      expect(final).toBeGreaterThanOrEqual(0);
      const rows = await entries();
      expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(final);
      expect(Math.min(...rows.map((row) => row.balance))).toBeGreaterThanOrEqual(0);
    },
  );

  it('refuses a stock past the ceiling the 32-bit count holds, instead of overflowing every later checkout', async () => {
    const { manager, market, bucks, count } = await setup();
    // Near the ceiling by a correction written straight to the ledger (the API takes 100,000 at a time).
    await appendLedgerEntries(t.db, [
      { tokenId: bucks.id, marketId: market.id, delta: MAX_TOKEN_BALANCE - 100 - 50_000, type: 'MANUAL' },
    ]);
    const before = await count();
    const deposit = await manager.api(
      'POST',
      `/market-managers/markets/${market.id}/tokens/${bucks.id}/ledger`,
      {
        type: 'DEPOSIT',
        quantity: 100_000,
      },
    );
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().detail).toBe(TOKEN_BALANCE_TOO_LARGE);
    expect(await count()).toBe(before);
  });
});
