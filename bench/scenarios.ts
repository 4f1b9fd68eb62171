import type { BenchSettings } from './settings';

// The demo manager created by SEED_DEMO=true (apps/api/src/db/seed.ts).
export const DEMO_LOGIN = { username: 'manager', password: 'manager-demo-1', grant_type: 'password' };

/** What a scenario may need from the running server, prepared once before the measurements. */
export type ScenarioContext = { accessToken: string };

type RequestParts = { headers?: Record<string, string>; body?: string | Buffer };

export type RequestSpec = RequestParts & {
  /** For requests that must all differ: called before every request; its headers and body win. */
  perRequest?: () => RequestParts;
};

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Any other status is counted as an error. */
  expectStatus: number;
  connections: number;
  duration: number;
  /** Seconds before a request counts as a timeout (an error); autocannon's default is 10. */
  timeout?: number;
  /**
   * Warm up with this many requests, every one answered, instead of for the warm-up seconds: for slow
   * answers, so that no abandoned warm-up request still loads the server while the measurement runs.
   */
  warmupRequests?: number;
  request: (context: ScenarioContext) => RequestSpec;
};

/** The big market's ids, read through the API once its data is in (PostgreSQL lane only). */
export type BigMarketIds = { marketId: string; marketVendorId: string; tokenId: string };

/**
 * Date windows of the transactions-list scenarios, ending today: the /transactions page's default first.
 * A year of the big market is ~50,000 rows, ~37 MB and over a second of server CPU per answer: it gets at
 * most `maxConnections` and `durationFactor` times the usual duration, so that answers arrive inside it.
 */
export const LIST_WINDOWS = [
  { name: '4 weeks', days: 28, maxConnections: 10, durationFactor: 1 },
  { name: '1 year', days: 365, maxConnections: 2, durationFactor: 2 },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 7: the report of one market over two years of history answers in under this at p95. */
export const REPORT_P95_TARGET_MS = 300;

/**
 * The reports page's requests over the big market: the two-year report (totals per vendor, market and
 * day, the charts' series, tokens and day reports), and the page's default first view (detail rows of
 * the last four weeks). The target is one manager's request (1 connection); the same report with two
 * managers at once shows how it shares the two cores.
 */
const REPORT_WINDOWS = [
  { name: 'report (2 years, total)', days: 730, viewMode: 'total', connections: 1 },
  { name: 'report (2 years, total, 2 at once)', days: 730, viewMode: 'total', connections: 2 },
  { name: 'report (4 weeks, detail)', days: 28, viewMode: 'detail', connections: 1 },
] as const;

/** YYYY-MM-DD of a local calendar day, as the web client sends it. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A multipart/form-data body built once, so the load generator only replays bytes. */
export function multipartForm(fields: Record<string, string>): Required<RequestParts> {
  const boundary = '----marketday-bench-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  };
}

/** Scenarios run against the Marketday API in every database lane. Add new ones here. */
export function apiScenarios(settings: BenchSettings): Scenario[] {
  const loginForm = multipartForm(DEMO_LOGIN);
  return [
    {
      name: 'login',
      method: 'POST',
      path: '/auth/login',
      expectStatus: 200,
      connections: settings.loginConnections,
      duration: settings.duration,
      request: () => loginForm,
    },
    {
      name: 'users/self',
      method: 'GET',
      path: '/users/self',
      expectStatus: 200,
      connections: settings.connections,
      duration: settings.duration,
      request: ({ accessToken }) => ({ headers: { authorization: `Bearer ${accessToken}` } }),
    },
    {
      // The manager's markets with fees, token counts (ledger balances) and vendor counts.
      name: 'market-managers/markets',
      method: 'GET',
      path: '/market-managers/markets',
      expectStatus: 200,
      connections: settings.connections,
      duration: settings.duration,
      request: ({ accessToken }) => ({ headers: { authorization: `Bearer ${accessToken}` } }),
    },
  ];
}

/**
 * PostgreSQL lane only, after big-market.ts grew the demo market to 100,000 checkouts. The reports run
 * before the submits, on exactly the generated history. The checkout
 * submits never meet the one-checkout-per-vendor-per-day rule (409): each one books a vendor without
 * history on its own market date from 2030-01-01 on, with its own Idempotency-Key. The counter lives here,
 * outside request(), so the warm-up and the measurement do not reuse dates.
 */
export function bigMarketScenarios(settings: BenchSettings, ids: BigMarketIds, today: Date): Scenario[] {
  const firstDate = Date.UTC(2030, 0, 1);
  const runTag = Date.now().toString(36);
  let submitted = 0;
  const checkout = (): RequestParts => {
    const n = submitted++;
    const body = {
      market_vendor_id: ids.marketVendorId,
      market_date: new Date(firstDate + n * DAY_MS).toISOString().slice(0, 10),
      reported_gross: 50 + ((n * 37) % 1950) + (n % 4) * 0.25,
      // A token line, so each submit also appends to the token's ledger chain.
      tokens: [{ token_id: ids.tokenId, count: 1 + (n % 10) }],
      custom_fields: {},
    };
    return { headers: { 'idempotency-key': `bench-${runTag}-${n}` }, body: JSON.stringify(body) };
  };
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  const lists = LIST_WINDOWS.map(({ name, days, maxConnections, durationFactor }): Scenario => {
    const connections = Math.min(settings.listConnections, maxConnections);
    const query = new URLSearchParams({
      market_id: ids.marketId,
      start_date: localIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))),
      end_date: localIsoDate(today),
      sort_by: 'market_date',
      sort_direction: 'DESC',
    });
    return {
      name: `transactions list (${name})`,
      method: 'GET',
      path: `/market-managers/transactions?${query}`,
      expectStatus: 200,
      connections,
      duration: settings.duration * durationFactor,
      timeout: 60,
      warmupRequests: connections,
      request: ({ accessToken }) => ({ headers: auth(accessToken) }),
    };
  });

  const reports = REPORT_WINDOWS.map(({ name, days, viewMode, connections }): Scenario => {
    const query = new URLSearchParams({
      market_id: ids.marketId,
      start_date: localIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1))),
      end_date: localIsoDate(today),
      view_mode: viewMode,
    });
    return {
      name,
      method: 'GET',
      path: `/market-managers/reports?${query}`,
      expectStatus: 200,
      connections,
      duration: settings.duration,
      timeout: 30,
      warmupRequests: connections * 3,
      request: ({ accessToken }) => ({ headers: auth(accessToken) }),
    };
  });

  // The reads first: submits still running on the server when their measurement stops cannot slow them.
  return [
    ...lists,
    ...reports,
    {
      name: 'checkout submit',
      method: 'POST',
      path: `/market-managers/transactions/${ids.marketId}`,
      expectStatus: 201,
      connections: settings.connections,
      duration: settings.duration,
      request: ({ accessToken }) => ({
        headers: { ...auth(accessToken), 'content-type': 'application/json' },
        perRequest: checkout,
      }),
    },
  ];
}

/** The bare Fastify reference, loaded like users/self so the two compare as a ratio. */
export function baselineScenario(settings: BenchSettings): Scenario {
  return {
    name: 'bare Fastify GET /hello',
    method: 'GET',
    path: '/hello',
    expectStatus: 200,
    connections: settings.connections,
    duration: settings.duration,
    request: () => ({}),
  };
}
