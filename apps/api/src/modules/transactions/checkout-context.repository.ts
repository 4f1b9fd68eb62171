import { type Cents, type CheckoutContext, type CheckoutVendor, documentStatus } from '@marketday/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { ManagerMarket } from '../../db/client';
import { documents, marketVendors, transactions, vendors } from '../../db/schema';
import { namedTokenCounts } from '../../lib/token-names';
import { getManagerSettings } from '../account';
import { latestDocuments, todayIn } from '../documents';
import { getMarket } from '../markets';
import { latestReportsOfDay, type ReportVersionRow } from './sales-reports.repository';

// A vendor's largest gross and report stay in cents here; transactions.mapper.ts writes them in dollars at the route.
export type CheckoutVendorRecord = Omit<CheckoutVendor, 'largest_gross' | 'vendor_report'> & {
  largestGrossCents: Cents | null;
  vendorReport:
    | (Omit<ReportVersionRow, 'tokens'> & { tokens: { token_id: string; name: string; count: number }[] })
    | null;
};
export type CheckoutContextRecord = Omit<CheckoutContext, 'vendors'> & { vendors: CheckoutVendorRecord[] };

// Everything the checkout screen needs for one market day, in one answer.
export async function getCheckoutContext({
  db,
  managerId,
  marketId,
  marketDate,
  now,
}: ManagerMarket & {
  marketDate: string;
  now: Date;
}): Promise<CheckoutContextRecord | null> {
  const market = await getMarket({ db, managerId, marketId });
  if (!market) return null;
  const [sellers, done, settings, reports] = await Promise.all([
    db
      .select({
        market_vendor_id: marketVendors.id,
        vendor_id: vendors.id,
        business_name: vendors.businessName,
        type: vendors.type,
        receipt_email: vendors.receiptEmail,
        receipt_preference: vendors.receiptPreference,
        language: vendors.language,
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
    latestReportsOfDay({ db, marketId, marketDate }),
  ]);
  const tokenNames = new Map(market.tokens.map((token) => [token.id, token.name]));
  const reportOf = new Map(
    reports.map((report) => [
      report.marketVendorId,
      { ...report, tokens: namedTokenCounts(report.tokens, tokenNames) },
    ]),
  );
  const sellerIds = sellers.map((s) => s.market_vendor_id);
  // Served by the (market_vendor_id, market_date) unique index: a few rows per vendor per year.
  const largest = sellers.length
    ? await db
        .select({
          market_vendor_id: transactions.marketVendorId,
          cents: max(transactions.reportedGrossCents),
        })
        .from(transactions)
        .where(inArray(transactions.marketVendorId, sellerIds))
        .groupBy(transactions.marketVendorId)
    : [];
  const largestOf = new Map(largest.map((row) => [row.market_vendor_id, row.cents]));
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
      largestGrossCents: largestOf.has(seller.market_vendor_id)
        ? Number(largestOf.get(seller.market_vendor_id))
        : null,
      vendorReport: reportOf.get(seller.market_vendor_id) ?? null,
    })),
    market_tokens: market.tokens,
    vendor_fees: market.vendor_fees,
    gov_fee: market.gov_fee,
    custom_fields: Object.keys(market.custom_fields),
    manager_settings: settings!,
    checked_out: done,
  };
}
