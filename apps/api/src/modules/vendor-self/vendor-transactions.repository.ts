import {
  centsToDollars,
  dollarsToCents,
  type Transaction,
  type VendorTransactionsQuery,
  type VendorTransactionTotals,
} from '@marketday/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers, transactions } from '../../db/schema';
import { selectTransactions } from '../transactions/transactions.repository';

// Only the vendor's own checkouts, at every market they sell at.
export async function listVendorTransactions({
  db,
  vendorId,
  query,
}: {
  db: Database;
  vendorId: string;
  query: VendorTransactionsQuery;
}): Promise<Transaction[]> {
  const filters = [eq(transactions.vendorId, vendorId)];
  if (query.market_id) filters.push(eq(transactions.marketId, query.market_id));
  if (query.start_date) filters.push(gte(transactions.marketDate, query.start_date));
  if (query.end_date) filters.push(lte(transactions.marketDate, query.end_date));
  const rows = await selectTransactions({ db, where: and(...filters) });
  return rows.map((r) => r.transaction);
}

// Summed in integer cents: adding dollar floats would drift.
export function totalsOf(rows: Transaction[]): VendorTransactionTotals {
  const sum = (pick: (t: Transaction) => number) =>
    centsToDollars(rows.reduce((cents, t) => cents + dollarsToCents(pick(t)), 0));
  return {
    count: rows.length,
    reported_gross: sum((t) => t.reported_gross),
    market_fee: sum((t) => t.market_fee),
    gov_fee: sum((t) => t.gov_fee),
    token_total: sum((t) => t.token_total),
    money_owed: sum((t) => t.money_owed),
  };
}

// One of the vendor's checkouts with the print settings of the manager who booked it; null for any other.
export async function findVendorReceipt({
  db,
  vendorId,
  transactionId,
}: {
  db: Database;
  vendorId: string;
  transactionId: string;
}) {
  const [found] = await selectTransactions({
    db,
    where: and(eq(transactions.id, transactionId), eq(transactions.vendorId, vendorId)),
  });
  if (!found) return null;
  const [manager] = await db
    .select({ settings: managers.settings })
    .from(managers)
    .where(eq(managers.id, found.managerId));
  if (!manager) return null;
  return { transaction: found.transaction, settings: manager.settings };
}
