import type { Database } from '../src/db/client';
import { marketVendors } from '../src/db/schema';

// How an approved application joins a vendor to a market; returns the market_vendor_id checkouts use.
export async function joinMarket(
  db: Database,
  { vendorId, marketId }: { vendorId: string; marketId: string },
) {
  const [row] = await db
    .insert(marketVendors)
    .values({ vendorId, marketId })
    .returning({ id: marketVendors.id });
  if (!row) throw new Error('market vendor not inserted');
  return row.id;
}
