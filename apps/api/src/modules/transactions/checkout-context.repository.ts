import { type CheckoutContext, documentStatus } from '@marketday/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, marketVendors, transactions, vendors } from '../../db/schema';
import { getManagerSettings } from '../account/manager-settings.repository';
import { latestDocuments, todayIn } from '../documents/documents.repository';
import { getMarket } from '../markets/markets.repository';

// Everything the checkout screen needs for one market day, in one answer.
export async function getCheckoutContext({
  db,
  managerId,
  marketId,
  marketDate,
  now,
}: {
  db: Database;
  managerId: string;
  marketId: string;
  marketDate: string;
  now: Date;
}): Promise<CheckoutContext | null> {
  const market = await getMarket({ db, managerId, marketId });
  if (!market) return null;
  const [sellers, done, settings] = await Promise.all([
    db
      .select({
        market_vendor_id: marketVendors.id,
        vendor_id: vendors.id,
        business_name: vendors.businessName,
        type: vendors.type,
        receipt_email: vendors.receiptEmail,
      })
      .from(marketVendors)
      .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
      .where(eq(marketVendors.marketId, marketId))
      .orderBy(vendors.businessName),
    db
      .select({ market_vendor_id: transactions.marketVendorId, transaction_id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.marketId, marketId), eq(transactions.marketDate, marketDate))),
    getManagerSettings({ db, managerId }),
  ]);
  const cpcs = sellers.length
    ? await latestDocuments({
        db,
        where: and(
          inArray(
            vendors.id,
            sellers.map((s) => s.vendor_id),
          ),
          eq(documents.type, 'CPC-Certificate'),
        ),
      })
    : [];
  const today = todayIn(now, market.time_zone);
  return {
    market_id: market.id,
    market_name: market.name,
    market_date: marketDate,
    vendors: sellers.map((seller) => ({
      ...seller,
      cpc_status: documentStatus({
        expr: cpcs.find((d) => d.ownerVendorId === seller.vendor_id)?.expr,
        today,
      }),
    })),
    market_tokens: market.tokens,
    vendor_fees: market.vendor_fees,
    gov_fee: market.gov_fee,
    custom_fields: Object.keys(market.custom_fields),
    manager_settings: settings!,
    checked_out: done,
  };
}
