import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { tokenLedger } from '../../db/schema';

const t = useTestApp();

describe('the token ledger in the database', () => {
  it('refuses to update or delete an entry: history is changed only by a new entry', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const tokenId = market.tokens[0]!.id;

    await expect(
      t.db.update(tokenLedger).set({ delta: 1000, balance: 1000 }).where(eq(tokenLedger.tokenId, tokenId)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`update token_ledger set note = 'edited'`)).rejects.toThrow();
    await expect(t.db.delete(tokenLedger).where(eq(tokenLedger.tokenId, tokenId))).rejects.toThrow();

    const rows = await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, tokenId));
    expect(rows.map((r) => [r.type, r.delta, r.balance, r.note])).toEqual([
      ['CREATION', 100, 100, 'Token created'],
    ]);
  });

  it('still lets a market without history be deleted, its entries going with it', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    expect((await manager.api('DELETE', `/market-managers/markets/${market.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(tokenLedger).where(eq(tokenLedger.marketId, market.id))).toEqual([]);
  });
});
