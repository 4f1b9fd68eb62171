import type { APIRequestContext } from '@playwright/test';
import { MARKET_ZONE } from '../clock';
import { expect, marketWeekday, newManager, serverNow } from '../fixtures';

type Headers = Record<string, string>;
type VendorType = 'PRODUCER' | 'NON_PRODUCER' | 'ANCILLARY';
type VendorFee = {
  vendor_type: VendorType;
  fee_type: 'PERCENT_GROSS' | 'FLAT_FEE' | 'MAX_OF_EITHER';
  flat: number;
  percent: number;
};
/** A vendor the manager keeps (no account of their own): a name, or a name with its type and receipt address. */
export type KeptVendor =
  | string
  | readonly [string, VendorType]
  | { business_name: string; type?: VendorType; receipt_email?: string };

export type MarketSetup = {
  name: string;
  /** 'MONDAY'…; a market made by marketToday runs on the server's today at the market's zone. */
  day_of_week?: string;
  /** 08:00–13:00 unless said ('HH:MM:SS'). */
  hours?: { start: string; end: string };
  gov_fee?: number;
  vendor_fees?: VendorFee[];
  custom_fields?: Record<string, string>;
  tokens?: {
    name: string;
    per_dollar_value: number;
    count: number;
    // Issue 17: left out, a token is OTHER for every vendor type.
    program?: 'SNAP' | 'INCENTIVE' | 'MARKET_BUCKS' | 'CREDIT_CARD' | 'OTHER';
    program_name?: string | null;
    accepted_by?: VendorType[];
  }[];
  /** Kept vendors that sell at the market; PRODUCER unless said. */
  vendors?: readonly KeptVendor[];
};

export type NewMarket = {
  id: string;
  name: string;
  /** The kept vendors by name: their id and the market_vendor_id checkouts refer to. */
  vendors: Record<string, { id: string; marketVendorId: string }>;
};

function keptVendor(vendor: KeptVendor) {
  if (typeof vendor === 'string') return { business_name: vendor, type: 'PRODUCER' as const };
  if (Array.isArray(vendor)) return { business_name: vendor[0], type: vendor[1] };
  const {
    business_name,
    type = 'PRODUCER',
    receipt_email,
  } = vendor as Exclude<KeptVendor, string | readonly unknown[]>;
  return { business_name, type, ...(receipt_email ? { receipt_email } : {}) };
}

/**
 * A market of the manager's (headers from newManager), year-round, 08:00–13:00, with kept vendors: a test's own
 * market, so the demo markets stay as the seed made them for the journeys that read them.
 */
export async function newMarket(request: APIRequestContext, headers: Headers, setup: MarketSetup) {
  const { vendors = [], ...fields } = setup;
  const response = await request.post('/market-managers/markets', {
    headers,
    data: {
      day_of_week: 'SATURDAY',
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      gov_fee: 0.5,
      vendor_fees: [
        { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
        { vendor_type: 'NON_PRODUCER', fee_type: 'FLAT_FEE', flat: 25, percent: 0 },
        { vendor_type: 'ANCILLARY', fee_type: 'FLAT_FEE', flat: 20, percent: 0 },
      ],
      custom_fields: { foot_traffic: '' },
      tokens: [{ name: 'Market Bucks', per_dollar_value: 1, count: 200 }],
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).data.id as string;
  const market: NewMarket = { id, name: setup.name, vendors: {} };
  for (const vendor of vendors) {
    const data = keptVendor(vendor);
    const created = await request.post('/market-managers/vendors', {
      headers,
      data: { ...data, market_ids: [id] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const body = (await created.json()).data as { id: string; markets: { market_vendor_id: string }[] };
    market.vendors[data.business_name] = {
      id: body.id,
      marketVendorId: body.markets[0]?.market_vendor_id ?? '',
    };
  }
  return market;
}

/** A market that runs today at its zone (the default, the demo market's), on the server's clock. */
export async function marketToday(
  request: APIRequestContext,
  headers: Headers,
  setup: Omit<MarketSetup, 'day_of_week'>,
) {
  return newMarket(request, headers, { ...setup, day_of_week: marketWeekday(await serverNow(request)) });
}

/** A brand-new manager (newManager) and a market of theirs (newMarket). */
export async function managerWithMarket(request: APIRequestContext, prefix: string, setup: MarketSetup) {
  const manager = await newManager(request, prefix);
  const market = await newMarket(request, manager.headers, setup);
  return { manager, market };
}

/** A brand-new manager (newManager) and a market of theirs that runs today (marketToday): how most journeys start. */
export async function managerWithMarketToday(
  request: APIRequestContext,
  prefix: string,
  setup: Omit<MarketSetup, 'day_of_week'>,
) {
  const manager = await newManager(request, prefix);
  const market = await marketToday(request, manager.headers, setup);
  return { manager, market };
}

/** yyyy-mm-dd at the demo market's zone, `days` from the date of `now` there (the API's market_date). */
export function marketIsoDate(now: Date, days = 0): string {
  const [y = 0, m = 1, d = 1] = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_ZONE })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Books a checkout through the API, as the checkout screen does: a kept vendor's gross and token counts (by token
 * name) on a market day (today at the market unless said).
 */
export async function bookCheckout(
  request: APIRequestContext,
  headers: Headers,
  market: NewMarket,
  {
    vendor,
    gross,
    tokens = {},
    date,
  }: { vendor: string; gross: number; tokens?: Record<string, number>; date?: string },
) {
  const marketDate = date ?? marketIsoDate(await serverNow(request));
  const context = await request.get('/market-managers/checkouts', {
    headers,
    params: { market_id: market.id, market_date: marketDate },
  });
  expect(context.status()).toBe(200);
  const { market_tokens } = (await context.json()) as { market_tokens: { id: string; name: string }[] };
  const counts = Object.entries(tokens).map(([name, count]) => {
    const token = market_tokens.find((t) => t.name === name);
    if (!token) throw new Error(`No token ${name} at ${market.name}`);
    return { token_id: token.id, count };
  });
  const booked = await request.post(`/market-managers/transactions/${market.id}`, {
    headers,
    data: {
      market_vendor_id: market.vendors[vendor]?.marketVendorId,
      market_date: marketDate,
      reported_gross: gross,
      tokens: counts,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as { data: { id: string } };
}

// The demo market's tokens (apps/api/src/seed/seed-markets.ts): three, one for producers only.
export const DEMO_TOKENS = [
  { name: 'Market Bucks', per_dollar_value: 1, count: 500, program: 'MARKET_BUCKS' as const },
  {
    name: 'CalFresh',
    per_dollar_value: 1,
    count: 800,
    program: 'SNAP' as const,
    accepted_by: ['PRODUCER' as const, 'NON_PRODUCER' as const],
  },
  {
    name: 'Market Match',
    per_dollar_value: 5,
    count: 120,
    program: 'INCENTIVE' as const,
    program_name: 'Market Match',
    accepted_by: ['PRODUCER' as const],
  },
];
