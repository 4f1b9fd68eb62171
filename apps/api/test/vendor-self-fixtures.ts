import type { Database } from '../src/db/client';
import { marketVendors } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import { bearer, insertVendorUser, tokensFor } from './factories';

// A vendor with their own account, signed in, with an `api` helper that sends their bearer token.
export async function signedInVendorClient(t: TestApp) {
  const { user, vendor } = await insertVendorUser(t.db);
  const { access_token } = await tokensFor(t, user.username);
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(access_token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { user, vendor, api };
}

export type VendorClient = Awaited<ReturnType<typeof signedInVendorClient>>;

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
