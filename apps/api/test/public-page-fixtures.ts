import type { MarketInput, ProductCategory } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { markets, marketVendors, vendorProducts, vendors } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import { insertVendorUser } from './factories';
import { createMarket, type ManagerClient, signedInManager } from './market-fixtures';

// Test fixtures of the public market page: a market with its page on, and vendors in and out of its directory.

export type ProductSpec = { name: string; category: ProductCategory; seasonality?: number[] };

/** A manager's market with its public page turned on at `slug` (as the manager's settings would save it). */
export async function publishedMarket(
  t: TestApp,
  {
    slug,
    rules = null,
    enabled = true,
    manager,
    market: input = {},
  }: {
    slug: string;
    rules?: string | null;
    enabled?: boolean;
    manager?: ManagerClient;
    market?: Partial<MarketInput>;
  },
) {
  const client = manager ?? (await signedInManager(t));
  const market = await createMarket(client, input);
  await t.db
    .update(markets)
    .set({ publicSlug: slug, publicPageEnabled: enabled, publicRules: rules })
    .where(eq(markets.id, market.id));
  return { manager: client, market };
}

/**
 * A vendor who sells at the market, with private details filled in. `account: false` makes it a vendor the
 * manager keeps on file (no user); `listed` is their directory opt-in.
 */
export async function marketVendor(
  t: TestApp,
  {
    marketId,
    businessName,
    listed,
    account = true,
    products = [],
    secrets = {},
  }: {
    marketId: string | null;
    businessName: string;
    listed: boolean;
    account?: boolean;
    products?: ProductSpec[];
    secrets?: { phone?: string; receiptEmail?: string; producerNames?: string };
  },
) {
  const values = {
    businessName,
    type: 'PRODUCER' as const,
    phone: secrets.phone ?? null,
    receiptEmail: secrets.receiptEmail ?? null,
    producerNames: secrets.producerNames ?? null,
    settings: { phone_public: true, email_notifications: true, directory_listed: listed },
  };
  let vendorId: string;
  if (account) {
    const { vendor } = await insertVendorUser(t.db);
    await t.db.update(vendors).set(values).where(eq(vendors.id, vendor.id));
    vendorId = vendor.id;
  } else {
    const [vendor] = await t.db.insert(vendors).values(values).returning({ id: vendors.id });
    if (!vendor) throw new Error('vendor not inserted');
    vendorId = vendor.id;
  }
  if (marketId) await t.db.insert(marketVendors).values({ marketId, vendorId });
  if (products.length > 0) {
    await t.db.insert(vendorProducts).values(
      products.map((product, index) => ({
        vendorId,
        name: product.name,
        category: product.category,
        seasonality: product.seasonality ?? [],
        sortOrder: index,
      })),
    );
  }
  return vendorId;
}

/** GET as a signed-out browser. */
export function visit(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}
