import type { MarketInput } from '@marketday/shared';
import type { TestApp } from './build-test-app';
import { bearerApi } from './clients';
import { insertManager, tokensFor } from './factories';

export function marketPayload(overrides: Partial<MarketInput> = {}): MarketInput {
  return {
    name: 'Downtown Farmers Market',
    day_of_week: 'SATURDAY',
    season: { start: -1, end: -1 },
    hours: { start: '08:00:00', end: '13:00:00' },
    gov_fee: 1.5,
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
      { vendor_type: 'NON_PRODUCER', fee_type: 'MAX_OF_EITHER', flat: 25, percent: 8.5 },
    ],
    custom_fields: { state: '', weather: '' },
    city: 'Davis',
    address: { street: '301 C St', street_2: null, city: 'Davis', state: 'CA', postal_code: '95616' },
    contact_email: 'market@example.com',
    contact_phone: '530-555-0100',
    time_zone: 'America/Los_Angeles',
    tokens: [
      { name: 'Market Bucks', per_dollar_value: 1, count: 100, visual_settings: null },
      {
        name: 'CalFresh',
        per_dollar_value: 5,
        count: 40,
        visual_settings: { iconName: 'dollar-sign', faceColor: '#FFFFFF', rimColor: '#1F5132' },
      },
    ],
    ...overrides,
  };
}

// A signed-in manager with an `api` helper that sends their bearer token.
export async function signedInManager(t: TestApp, options: { trial?: boolean } = {}) {
  const { user, manager } = await insertManager(
    t.db,
    options.trial ? { status: 'trialing', now: t.clock.now() } : {},
  );
  const { access_token } = await tokensFor(t, user.username);
  const { api } = bearerApi(t, access_token);
  return { user, manager, api, token: access_token };
}

export type ManagerClient = Awaited<ReturnType<typeof signedInManager>>;

export async function createMarket(client: ManagerClient, overrides: Partial<MarketInput> = {}) {
  const response = await client.api('POST', '/market-managers/markets', marketPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`market not created: ${response.body}`);
  return response.json().data as import('@marketday/shared').Market;
}

// A market with fees, tokens and one vendor of each type, ready for checkouts.
export async function marketWithVendors(client: ManagerClient) {
  const market = await createMarket(client);
  const vendors: Record<
    'producer' | 'reseller' | 'service',
    { id: string; market_vendor_id: string; business_name: string }
  > = {} as never;
  const specs = [
    ['producer', 'Green Valley Produce', 'PRODUCER'],
    ['reseller', 'Rise & Shine Bakery', 'NON_PRODUCER'],
    ['service', 'Knife Sharpening Sam', 'ANCILLARY'],
  ] as const;
  for (const [key, business_name, type] of specs) {
    const response = await client.api('POST', '/market-managers/vendors', {
      business_name,
      type,
      receipt_email: `${key}@example.com`,
      market_ids: [market.id],
    });
    const vendor = response.json().data;
    vendors[key] = { id: vendor.id, market_vendor_id: vendor.markets[0].market_vendor_id, business_name };
  }
  return { market, vendors };
}

// A vendor the manager keeps (no account of their own), created through POST /market-managers/vendors.
export async function createKeptVendor(client: ManagerClient, body: Record<string, unknown>) {
  const response = await client.api('POST', '/market-managers/vendors', body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data;
}

// A signed-in manager with a market of vendors (marketWithVendors) and its two tokens: Market Bucks ($1 each) and
// CalFresh ($5 each).
export async function managerWithMarket(t: TestApp) {
  const manager = await signedInManager(t);
  const { market, vendors } = await marketWithVendors(manager);
  const [bucks, calfresh] = market.tokens;
  return { manager, market, vendors, bucks: bucks!, calfresh: calfresh! };
}

// The manager's account form (PUT /market-managers/account) as the web app sends it, with the given settings.
export function accountPayload(settings: {
  print_scale: string;
  print_settings: { width: number | null; height: number | null; font_size: number | null };
  display_token_images_next_to_fields: boolean;
}) {
  return {
    firstname: 'Rosa',
    lastname: 'Diaz',
    phone: '530-555-0199',
    email: 'rosa@example.com',
    seasonality: 'SEASONAL',
    settings,
  };
}
