import { and, eq, isNull } from 'drizzle-orm';
import type { Database, ManagerMarket } from '../../db/client';
import { markets, tokens } from '../../db/schema';

// A live token of the manager's own market (id and name); null for another account's, or a retired one.
export async function findLiveToken({
  db,
  managerId,
  marketId,
  tokenId,
}: ManagerMarket & {
  tokenId: string;
}) {
  const [row] = await db
    .select({ id: tokens.id, name: tokens.name, market: { time_zone: markets.timeZone } })
    .from(tokens)
    .innerJoin(markets, eq(markets.id, tokens.marketId))
    .where(
      and(
        eq(tokens.id, tokenId),
        eq(tokens.marketId, marketId),
        eq(markets.managerId, managerId),
        isNull(tokens.deletedAt),
      ),
    );
  return row ?? null;
}

export async function setTokenDeleted({ db, tokenId, now }: { db: Database; tokenId: string; now: Date }) {
  await db.update(tokens).set({ deletedAt: now }).where(eq(tokens.id, tokenId));
}

// Every token the market has had, retired ones too: a report that gave one out keeps showing its name.
export async function marketTokenNames(db: Database, marketId: string) {
  const rows = await db
    .select({ id: tokens.id, name: tokens.name })
    .from(tokens)
    .where(eq(tokens.marketId, marketId));
  return new Map(rows.map((t) => [t.id, t.name]));
}
