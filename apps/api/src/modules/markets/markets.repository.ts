import type { Market } from '@marketday/shared';
import { and, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { markets, marketVendorFees, marketVendors, tokens } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { tokenCountSql } from '../tokens';
import { type TokenRow, toMarket } from './markets.mapper';

// Every read is scoped by the manager: another account's market is simply not found.
async function loadMarkets({ db, where }: { db: Database; where: SQL | undefined }): Promise<Market[]> {
  const rows = await db.select().from(markets).where(where).orderBy(markets.name);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [fees, tokenRows, counts] = await Promise.all([
    db.select().from(marketVendorFees).where(inArray(marketVendorFees.marketId, ids)),
    db
      .select({
        id: tokens.id,
        marketId: tokens.marketId,
        name: tokens.name,
        perDollarValueCents: tokens.perDollarValueCents,
        visualSettings: tokens.visualSettings,
        program: tokens.program,
        programName: tokens.programName,
        acceptedBy: tokens.acceptedBy,
        count: tokenCountSql,
      })
      .from(tokens)
      .where(and(inArray(tokens.marketId, ids), isNull(tokens.deletedAt)))
      .orderBy(tokens.position, tokens.createdAt),
    db
      .select({ marketId: marketVendors.marketId, n: count() })
      .from(marketVendors)
      .where(inArray(marketVendors.marketId, ids))
      .groupBy(marketVendors.marketId),
  ]);
  return rows.map((row) =>
    toMarket({
      row,
      fees: fees.filter((f) => f.marketId === row.id),
      tokens: tokenRows.filter((t) => t.marketId === row.id) as (TokenRow & { marketId: string })[],
      vendorCount: counts.find((c) => c.marketId === row.id)?.n ?? 0,
    }),
  );
}

// marketIds: a staff member's markets (null: every market of the manager; docs/decisions/029).
type MarketsOf = { db: Database; managerId: string; marketIds?: string[] | null };
const ofManager = ({ managerId, marketIds }: MarketsOf) =>
  and(eq(markets.managerId, managerId), marketIds ? inArray(markets.id, marketIds) : undefined);

export function listMarkets(args: MarketsOf) {
  return loadMarkets({ db: args.db, where: ofManager(args) });
}

export function searchMarkets({ term, ...args }: MarketsOf & { term: string }) {
  const pattern = containsPattern(term);
  return loadMarkets({
    db: args.db,
    where: and(ofManager(args), or(ilike(markets.name, pattern), ilike(markets.city, pattern))),
  });
}

export async function getMarket({
  db,
  managerId,
  marketId,
}: {
  db: Database;
  managerId: string;
  marketId: string;
}) {
  const [market] = await loadMarkets({
    db,
    where: and(eq(markets.managerId, managerId), eq(markets.id, marketId)),
  });
  return market ?? null;
}

// For writes: the manager's market (id and name) without loading it whole; null for another account's.
export async function findOwnedMarket({
  db,
  managerId,
  marketId,
}: {
  db: Database;
  managerId: string;
  marketId: string;
}) {
  const [row] = await db
    .select({ id: markets.id, name: markets.name })
    .from(markets)
    .where(and(eq(markets.managerId, managerId), eq(markets.id, marketId)));
  return row ?? null;
}

export async function ownsMarket(args: { db: Database; managerId: string; marketId: string }) {
  return Boolean(await findOwnedMarket(args));
}
