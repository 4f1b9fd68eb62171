import { centsToDollars, type Transaction, type TransactionsQuery } from '@marketday/shared';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema';

type TokenJson = { token_id: string; name: string; count: number; per_dollar_value_cents: number };

// The tokens of each checkout in the same query, so a long list is one round trip.
const tokensJson = sql<TokenJson[]>`coalesce((
  select json_agg(json_build_object('token_id', tt.token_id, 'name', tt.token_name, 'count', tt.count,
    'per_dollar_value_cents', tt.per_dollar_value_cents) order by tt.token_name)
  from transaction_tokens tt where tt.transaction_id = "transactions"."id"), '[]'::json)`;

const columns = { row: transactions, tokens: tokensJson };
type Row = { row: typeof transactions.$inferSelect; tokens: TokenJson[] };

export function toTransaction({ row, tokens }: Row): Transaction {
  return {
    id: row.id,
    market_id: row.marketId,
    market_name: row.marketName,
    market_vendor_id: row.marketVendorId,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    vendor_type: row.vendorType,
    market_date: row.marketDate,
    reported_gross: centsToDollars(row.reportedGrossCents),
    market_fee: centsToDollars(row.marketFeeCents),
    gov_fee: centsToDollars(row.govFeeCents),
    token_total: centsToDollars(row.tokenTotalCents),
    money_owed: centsToDollars(row.moneyOwedCents),
    market_fee_calculation: row.marketFeeCalculation,
    tokens: tokens.map((t) => ({
      token_id: t.token_id,
      name: t.name,
      count: t.count,
      per_dollar_value: centsToDollars(t.per_dollar_value_cents),
    })),
    custom_fields: row.customFields,
    receipt_email: row.receiptEmail,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findTransaction({
  db,
  managerId,
  where,
}: {
  db: Database;
  managerId: string;
  where: SQL;
}) {
  const [found] = await db
    .select(columns)
    .from(transactions)
    .where(and(eq(transactions.managerId, managerId), where));
  return found ? toTransaction(found as Row) : null;
}

export function getTransaction({ db, managerId, id }: { db: Database; managerId: string; id: string }) {
  return findTransaction({ db, managerId, where: eq(transactions.id, id) });
}

export async function listTransactions({
  db,
  managerId,
  query,
}: {
  db: Database;
  managerId: string;
  query: TransactionsQuery;
}): Promise<Transaction[]> {
  const filters = [eq(transactions.managerId, managerId)];
  if (query.market_id) filters.push(eq(transactions.marketId, query.market_id));
  if (query.start_date) filters.push(gte(transactions.marketDate, query.start_date));
  if (query.end_date) filters.push(lte(transactions.marketDate, query.end_date));
  if (query.vendor_type) filters.push(eq(transactions.vendorType, query.vendor_type));
  const direction = query.sort_direction === 'ASC' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(transactions)
    .where(and(...filters))
    .orderBy(direction(transactions.marketDate), asc(transactions.vendorName));
  return (rows as Row[]).map(toTransaction);
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
    transaction: toTransaction(row),
    managerId: row.managerId,
  }));
}
