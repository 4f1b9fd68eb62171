import {
  documentStatusFields,
  isoDateInZone,
  type MarketRules,
  NEXT_MARKET_DAYS_SHOWN,
  nextMarketDays,
  REQUIRED_DOCUMENTS,
  RULE_KEYS,
  type VendorMarket,
} from '@marketday/shared';
import { asc, eq } from 'drizzle-orm';
import { markets, marketVendors, vendors } from '../../db/schema';
import { latestDocuments } from '../documents';
import type { VendorKey } from '../vendors';

type MarketRow = typeof markets.$inferSelect;

function addressOf(row: MarketRow): VendorMarket['address'] {
  if (!row.street && !row.addressCity && !row.state && !row.postalCode) return null;
  return {
    street: row.street,
    street_2: row.street2,
    city: row.addressCity,
    state: row.state,
    postal_code: row.postalCode,
  };
}

// The markets the vendor sells at, each with its next days and what it needs from the vendor. Dates and
// document statuses are read against today at each market, in its own time zone (docs/product.md §11).
export async function listVendorMarkets({
  db,
  vendorId,
  now,
}: VendorKey & { now: Date }): Promise<VendorMarket[]> {
  const rows = await db
    .select({ market: markets, marketVendorId: marketVendors.id, vendorType: vendors.type })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(eq(marketVendors.vendorId, vendorId))
    .orderBy(asc(markets.name));
  if (rows.length === 0) return [];
  const latest = await latestDocuments({ db, where: eq(vendors.id, vendorId) });

  return rows.map(({ market, marketVendorId, vendorType }) => {
    const today = isoDateInZone(now, market.timeZone);
    const season = { start: market.seasonStart, end: market.seasonEnd };
    return {
      id: market.id,
      market_vendor_id: marketVendorId,
      name: market.name,
      day_of_week: market.dayOfWeek,
      hours: { start: market.hoursStart, end: market.hoursEnd },
      season,
      time_zone: market.timeZone,
      today,
      next_market_days: nextMarketDays({
        dayOfWeek: market.dayOfWeek,
        season,
        today,
        count: NEXT_MARKET_DAYS_SHOWN,
      }),
      city: market.city,
      address: addressOf(market),
      contact_email: market.contactEmail,
      contact_phone: market.contactPhone,
      rules: Object.fromEntries(RULE_KEYS.map((key) => [key, market.rules[key] ?? null])) as MarketRules,
      documents: REQUIRED_DOCUMENTS[vendorType].map((type) => {
        const doc = latest.find((d) => d.type === type);
        return {
          type,
          // One wording per state, the spec's: a missing document reads like one without an expiry.
          ...documentStatusFields({ expr: doc?.expr, today }),
          expr: doc?.expr ?? null,
          document_id: doc?.id ?? null,
        };
      }),
    };
  });
}
