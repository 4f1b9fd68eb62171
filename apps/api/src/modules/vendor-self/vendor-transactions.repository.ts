import type { TransactionRecord, VendorTransactionsQuery } from '@marketday/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema';
import { getManagerSettings } from '../account/manager-settings.repository';
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
}): Promise<TransactionRecord[]> {
  const filters = [eq(transactions.vendorId, vendorId)];
  if (query.market_id) filters.push(eq(transactions.marketId, query.market_id));
  if (query.start_date) filters.push(gte(transactions.marketDate, query.start_date));
  if (query.end_date) filters.push(lte(transactions.marketDate, query.end_date));
  const rows = await selectTransactions({ db, where: and(...filters) });
  return rows.map((r) => r.transaction);
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
  const settings = await getManagerSettings({ db, managerId: found.managerId });
  if (!settings) return null;
  return { transaction: found.transaction, settings };
}
