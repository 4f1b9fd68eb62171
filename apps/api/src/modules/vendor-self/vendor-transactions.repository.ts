import { and, eq } from 'drizzle-orm';
import type { VendorKey } from '../../db/client';
import { transactions } from '../../db/schema';
import { getManagerSettings } from '../account';
import { selectTransactions } from '../transactions';

// One of the vendor's checkouts with the print settings of the manager who booked it; null for any other.
export async function findVendorReceipt({
  db,
  vendorId,
  transactionId,
}: VendorKey & {
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
