import type { TransactionRecord } from '@marketday/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, ManagerKey } from '../../db/client';
import { markets, transactions } from '../../db/schema';

export type TokenJson = { token_id: string; name: string; count: number; per_dollar_value_cents: number };

// The tokens of each checkout in the same query, so a long list is one round trip.
const tokensJson = sql<TokenJson[]>`coalesce((
  select json_agg(json_build_object('token_id', tt.token_id, 'name', tt.token_name, 'count', tt.count,
    'per_dollar_value_cents', tt.per_dollar_value_cents) order by tt.token_name)
  from transaction_tokens tt where tt.transaction_id = "transactions"."id"), '[]'::json)`;

const columns = { row: transactions, tokens: tokensJson };
type Row = { row: typeof transactions.$inferSelect; tokens: TokenJson[] };

export function toRecord({ row, tokens }: Row): TransactionRecord {
  return {
    id: row.id,
    marketId: row.marketId,
    marketName: row.marketName,
    marketVendorId: row.marketVendorId,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    vendorType: row.vendorType,
    marketDate: row.marketDate,
    reportedGrossCents: row.reportedGrossCents,
    marketFeeCents: row.marketFeeCents,
    govFeeCents: row.govFeeCents,
    tokenTotalCents: row.tokenTotalCents,
    moneyOwedCents: row.moneyOwedCents,
    marketFeeCalculation: row.marketFeeCalculation,
    tokens: tokens.map((t) => ({
      tokenId: t.token_id,
      name: t.name,
      count: t.count,
      perDollarValueCents: t.per_dollar_value_cents,
    })),
    customFields: row.customFields,
    receiptEmail: row.receiptEmail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function findTransaction({ db, managerId, where }: { db: Database; managerId: string; where: SQL }) {
  const [found] = await db
    .select(columns)
    .from(transactions)
    .where(and(eq(transactions.managerId, managerId), where));
  return found ? toRecord(found as Row) : null;
}

export function getTransaction({ db, managerId, id }: { db: Database; managerId: string; id: string }) {
  return findTransaction({ db, managerId, where: eq(transactions.id, id) });
}

// The manager's checkout of a vendor on a market day (there is at most one), or null.
export function findVendorDayCheckout({
  db,
  managerId,
  marketVendorId,
  marketDate,
}: ManagerKey & {
  marketVendorId: string;
  marketDate: string;
}) {
  return findTransaction({
    db,
    managerId,
    where: and(eq(transactions.marketVendorId, marketVendorId), eq(transactions.marketDate, marketDate))!,
  });
}

// Checkouts matching `where`, newest market day first, for callers that scope by something other than
// the manager (a vendor reading their own history).
export async function selectTransactions({ db, where }: { db: Database; where: SQL | undefined }) {
  const rows = await db
    .select({ ...columns, managerId: transactions.managerId })
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.marketDate), asc(transactions.marketName));
  return (rows as (Row & { managerId: string })[]).map((row) => ({
    transaction: toRecord(row),
    managerId: row.managerId,
  }));
}

// The markets the transactions page can filter by.
export function listMarketOptions({
  db,
  managerId,
  marketIds = null,
}: ManagerKey & {
  marketIds?: string[] | null;
}) {
  return db
    .select({ id: markets.id, name: markets.name })
    .from(markets)
    .where(and(eq(markets.managerId, managerId), marketIds ? inArray(markets.id, marketIds) : undefined))
    .orderBy(markets.name);
}
