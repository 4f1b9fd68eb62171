import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { tokenLedger } from '../src/db/schema';
import type { ManagerClient } from './market-fixtures';

// The ledger invariants of docs/decisions/004 for one token: seq runs 1..N without gaps or repeats, each
// entry points at the one before, each balance is the previous one plus its delta, and the count (the newest
// balance) equals the sum of the deltas. Answers the entries, oldest first.
export async function expectIntactLedger(db: Database, tokenId: string) {
  const entries = await db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.tokenId, tokenId))
    .orderBy(asc(tokenLedger.seq));
  expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    expect(entry.prevEntry).toBe(previous ? previous.id : null);
    expect(entry.balance).toBe((previous?.balance ?? 0) + entry.delta);
  });
  const sum = entries.reduce((total, e) => total + e.delta, 0);
  expect(entries.at(-1)?.balance ?? 0).toBe(sum);
  return entries;
}

// A vendor with checkouts or payments at a market cannot be removed from it: 409, saying their history is kept.
export async function expectVendorKeptAtMarket(
  manager: { api: ManagerClient['api'] },
  market: { id: string },
  vendor: { id: string },
) {
  const removed = await manager.api('DELETE', `/market-managers/markets/${market.id}/vendors/${vendor.id}`);
  expect(removed.statusCode).toBe(409);
  expect(removed.json().detail).toBe(
    'This vendor has checkouts or payments on record. Their history must be kept, so they cannot be removed.',
  );
}
