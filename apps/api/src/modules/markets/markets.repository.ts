import type { Market, Token } from '@marketday/shared';
import { and, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database, ManagerMarket } from '../../db/client';
import { markets, marketVendorFees, marketVendors, tokenLedger, tokens } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { tokenCountSql } from '../tokens';
import { toMarket } from './markets.mapper';

export type MarketRow = typeof markets.$inferSelect;
export type FeeRow = typeof marketVendorFees.$inferSelect;
export type TokenRow = {
  id: string;
  name: string;
  perDollarValueCents: number;
  visualSettings: Token['visual_settings'];
  program: Token['program'];
  programName: string | null;
  acceptedBy: Token['accepted_by'];
  count: number;
};

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

// One market of one manager (db/client.ts): another account's market of that id is not found, changed or deleted.
export type { ManagerMarket };
// The condition every module's query uses to reach a market only through its manager.
export const isManagersMarket = ({ managerId, marketId }: Omit<ManagerMarket, 'db'>) =>
  and(eq(markets.managerId, managerId), eq(markets.id, marketId));

export async function getMarket(key: ManagerMarket) {
  const [market] = await loadMarkets({ db: key.db, where: isManagersMarket(key) });
  return market ?? null;
}

// For writes: the manager's market (id and name) without loading it whole; null for another account's.
export async function findOwnedMarket(key: ManagerMarket) {
  const [row] = await key.db
    .select({ id: markets.id, name: markets.name })
    .from(markets)
    .where(isManagersMarket(key));
  return row ?? null;
}

export async function ownsMarket(args: ManagerMarket) {
  return Boolean(await findOwnedMarket(args));
}

// Writes. The service decides the values; these only store them.

type MarketValues = Omit<typeof markets.$inferInsert, 'id' | 'managerId' | 'createdAt'>;
type NewFee = Omit<typeof marketVendorFees.$inferInsert, 'id' | 'marketId'>;
type TokenValues = Omit<typeof tokens.$inferInsert, 'id' | 'marketId'>;

// Answers the new market's id.
export async function insertMarket(
  tx: Database,
  values: MarketValues & { managerId: string },
): Promise<string> {
  const [row] = await tx.insert(markets).values(values).returning({ id: markets.id });
  if (!row) throw new Error('Market was not created');
  return row.id;
}

// Answers false when the market is not the manager's (nothing changed).
export async function updateOwnedMarket({
  values,
  ...key
}: ManagerMarket & {
  values: Partial<MarketValues>;
}): Promise<boolean> {
  const updated = await key.db
    .update(markets)
    .set(values)
    .where(isManagersMarket(key))
    .returning({ id: markets.id });
  return updated.length > 0;
}

// The public page's fields as stored; null when the market is not the manager's.
export async function updateOwnedMarketPublicPage({
  values,
  ...key
}: ManagerMarket & {
  values: Pick<MarketValues, 'publicSlug' | 'publicPageEnabled' | 'publicRules' | 'updatedAt'>;
}) {
  const [row] = await key.db.update(markets).set(values).where(isManagersMarket(key)).returning({
    public_slug: markets.publicSlug,
    public_page_enabled: markets.publicPageEnabled,
    public_rules: markets.publicRules,
  });
  return row ?? null;
}

// The market's vendor fees become exactly `fees`.
export async function replaceMarketFees(tx: Database, marketId: string, fees: NewFee[]) {
  await tx.delete(marketVendorFees).where(eq(marketVendorFees.marketId, marketId));
  if (fees.length === 0) return;
  await tx.insert(marketVendorFees).values(fees.map((fee) => ({ marketId, ...fee })));
}

// Answers false when the token is not the market's.
export async function updateMarketToken(
  tx: Database,
  { marketId, tokenId, values }: { marketId: string; tokenId: string; values: Partial<TokenValues> },
): Promise<boolean> {
  const updated = await tx
    .update(tokens)
    .set(values)
    .where(and(eq(tokens.id, tokenId), eq(tokens.marketId, marketId)))
    .returning({ id: tokens.id });
  return updated.length > 0;
}

// Answers the new token's id.
export async function insertMarketToken(
  tx: Database,
  { marketId, values }: { marketId: string; values: TokenValues },
): Promise<string> {
  const [created] = await tx
    .insert(tokens)
    .values({ marketId, ...values })
    .returning({ id: tokens.id });
  if (!created) throw new Error('Token was not created');
  return created.id;
}

// Whether any of the market's tokens moved beyond their creation (a checkout, a withdrawal for the market).
export async function hasTokenActivity({ db, marketId }: { db: Database; marketId: string }) {
  const [activity] = await db
    .select({ id: tokenLedger.id })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.marketId, marketId),
        inArray(tokenLedger.type, ['TRANSACTION', 'WITHDRAW_FOR_MARKET']),
      ),
    )
    .limit(1);
  return Boolean(activity);
}

export async function deleteOwnedMarket(key: ManagerMarket) {
  await key.db.delete(markets).where(isManagersMarket(key));
}
