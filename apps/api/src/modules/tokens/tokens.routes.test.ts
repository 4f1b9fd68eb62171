import { TAKE_TO_MARKET_TOO_FAR_MESSAGE } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BAD_PAGE_QUERIES, expectFieldError, type FieldErrorCase } from '../../../test/field-errors';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { tokenLedger } from '../../db/schema';

const t = useTestApp();

describe('token ledger', () => {
  // Tokens packed ahead name a coming market day, up to a week ahead at the market; a year typed wrong is refused.
  // The clock is 22:00 on 11/23 in Los Angeles (the market's zone), already 11/24 in UTC: the week counts from 11/23.
  it('takes tokens to a market day up to a week ahead, and refuses a later day', async () => {
    t.clock.set(new Date('2026-11-24T06:00:00Z'));
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const token = market.tokens[0]!;
    const post = (market_date: string) =>
      manager.api('POST', `/market-managers/markets/${market.id}/tokens/${token.id}/ledger`, {
        type: 'WITHDRAW_FOR_MARKET',
        quantity: 1,
        market_date,
      });
    expect((await post('2026-11-23')).statusCode).toBe(201);
    expect((await post('2026-11-30')).statusCode).toBe(201);
    for (const refused of ['2026-12-01', '2062-11-21', '2100-12-31']) {
      const response = await post(refused);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'market_date', message: TAKE_TO_MARKET_TOO_FAR_MESSAGE },
      ]);
    }
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/market-managers/markets/${market.id}/tokens/${token.id}/ledger`,
      headers: { authorization: `Bearer ${manager.token}`, 'accept-language': 'es' },
      payload: { type: 'WITHDRAW_FOR_MARKET', quantity: 1, market_date: '2100-12-31' },
    });
    expect(spanish.json().detail).toMatch(/^Las fichas se pueden llevar/);
    // Nothing refused was written: the creation and the two entries that fit.
    expect(await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, token.id))).toHaveLength(3);
  });

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

    const ledger = (await manager.api('GET', ledgerUrl)).json();
    expect(ledger).toMatchObject({ page: 0, page_size: 50, total_count: 4, totals: null });
    const entries = ledger.data;
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

  it('answers the ledger a page at a time, newest first, each entry with its running balance', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const ledgerUrl = `/market-managers/markets/${market.id}/tokens/${market.tokens[0]?.id}/ledger`;
    // CREATION 100, then six more: 7 entries, pages of 3 are 3, 3 and a short last page of 1.
    for (const quantity of [5, -2, 7, -1, 4, -3]) {
      const body = quantity > 0 ? { type: 'DEPOSIT', quantity } : { type: 'MANUAL', quantity };
      expect((await manager.api('POST', ledgerUrl, body)).statusCode).toBe(201);
    }
    type Entry = { id: string; delta: number; balance: number; prev_entry: string | null };
    const get = async (query: string) => {
      const response = await manager.api('GET', `${ledgerUrl}?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json() as { data: Entry[]; page: number; page_size: number; total_count: number };
    };
    const whole = (await get('page_size=200')).data;
    expect(whole.map((e) => e.delta)).toEqual([-3, 4, -1, 7, -2, 5, 100]);
    expect(whole.map((e) => e.balance)).toEqual([110, 113, 109, 110, 103, 105, 100]);

    const pages = [
      await get('page_size=3'),
      await get('page=1&page_size=3'),
      await get('page=2&page_size=3'),
    ];
    expect(pages.map((p) => [p.page, p.page_size, p.total_count])).toEqual([
      [0, 3, 7],
      [1, 3, 7],
      [2, 3, 7],
    ]);
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    // Disjoint and in order: together they are the whole ledger, balances as the unpaged ledger gave them
    // (page 2's are read, not summed from its own rows: its first entry's balance is 110, not its delta).
    expect(pages.flatMap((p) => p.data)).toEqual(whole);
    expect(pages[1]?.data.map((e) => e.balance)).toEqual([110, 103, 105]);
    expect(pages[1]?.data[0]?.id).toBe(pages[0]?.data[2]?.prev_entry);
    expect(await get('page=3&page_size=3')).toMatchObject({ data: [], page: 3, total_count: 7 });
  });

  it.each<FieldErrorCase>([
    ...BAD_PAGE_QUERIES,
    ['page=two', 'page', 'Page must be a whole number of 0 or more'],
  ])('refuses a ledger page %s with 400 naming the field', async (query, field, message) => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const response = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/tokens/${market.tokens[0]?.id}/ledger?${query}`,
    );
    expectFieldError(response, field, message);
  });

  it.each([
    [{ type: 'DEPOSIT', quantity: 0 }, 'Amount must be positive'],
    [{ type: 'WITHDRAW_FOR_MARKET', quantity: -5 }, 'Amount must be positive'],
    [{ type: 'MANUAL', quantity: 0 }, 'Enter a correction other than 0'],
    [{ type: 'DEPOSIT', quantity: 2.5 }, 'Token counts are whole numbers'],
    [{ type: 'TRANSACTION', quantity: 5 }, 'Type must be one of: DEPOSIT, WITHDRAW_FOR_MARKET, MANUAL'],
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
