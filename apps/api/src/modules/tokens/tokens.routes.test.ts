import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { tokenLedger } from '../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('token ledger', () => {
  it('keeps the count equal to the ledger sum through deposits, withdrawals and corrections', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const token = market.tokens[0]!;
    const ledgerUrl = `/market-managers/markets/${market.id}/tokens/${token.id}/ledger`;
    const post = (body: object) => manager.api('POST', ledgerUrl, body);

    expect((await post({ type: 'DEPOSIT', quantity: 20, note: 'Printed more' })).json().count).toBe(120);
    expect(
      (await post({ type: 'WITHDRAW_FOR_MARKET', quantity: 50, market_date: '2026-11-21' })).json().count,
    ).toBe(70);
    expect((await post({ type: 'MANUAL', quantity: -3, note: 'Lost three' })).json().count).toBe(67);
    const tooMany = await post({ type: 'WITHDRAW_FOR_MARKET', quantity: 100 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('Not enough tokens: only 67 in hand.');

    const entries = (await manager.api('GET', ledgerUrl)).json();
    expect(entries.map((e: { type: string; delta: number }) => [e.type, e.delta])).toEqual([
      ['MANUAL', -3],
      ['WITHDRAW_FOR_MARKET', -50],
      ['DEPOSIT', 20],
      ['CREATION', 100],
    ]);
    // Each entry points at the one before it.
    for (let i = 0; i < entries.length - 1; i += 1) expect(entries[i].prev_entry).toBe(entries[i + 1].id);
    expect(entries.at(-1).prev_entry).toBeNull();

    const rows = await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, token.id));
    const sum = rows.reduce((total, row) => total + row.delta, 0);
    const count = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json().tokens[0].count;
    expect(count).toBe(sum);
    expect(count).toBe(67);
  });

  it.each([
    [{ type: 'DEPOSIT', quantity: 0 }, 'Amount must be positive'],
    [{ type: 'WITHDRAW_FOR_MARKET', quantity: -5 }, 'Amount must be positive'],
    [{ type: 'MANUAL', quantity: 0 }, 'Enter a correction other than 0'],
    [{ type: 'DEPOSIT', quantity: 2.5 }, 'Token counts are whole numbers'],
    [
      { type: 'TRANSACTION', quantity: 5 },
      'Invalid option: expected one of "DEPOSIT"|"WITHDRAW_FOR_MARKET"|"MANUAL"',
    ],
  ])('refuses %o', async (body, message) => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const response = await manager.api(
      'POST',
      `/market-managers/markets/${market.id}/tokens/${market.tokens[0]?.id}/ledger`,
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('retires a deleted token but keeps its ledger', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const token = market.tokens[0]!;
    const response = await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${token.id}`);
    expect(response.json().message).toBe('Token deleted.');
    const tokens = (await manager.api('GET', `/market-managers/markets/${market.id}`)).json().tokens;
    expect(tokens.map((tk: { id: string }) => tk.id)).not.toContain(token.id);
    expect(await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, token.id))).toHaveLength(1);
  });

  it("never touches another manager's tokens", async () => {
    const owner = await signedInManager(t);
    const other = await signedInManager(t);
    const market = await createMarket(owner);
    const base = `/market-managers/markets/${market.id}/tokens/${market.tokens[0]?.id}`;
    expect((await other.api('GET', `${base}/ledger`)).statusCode).toBe(404);
    expect((await other.api('POST', `${base}/ledger`, { type: 'DEPOSIT', quantity: 5 })).statusCode).toBe(
      404,
    );
    expect((await other.api('DELETE', base)).statusCode).toBe(404);
    expect((await owner.api('GET', `/market-managers/markets/${market.id}`)).json().tokens[0].count).toBe(
      100,
    );
  });
});
