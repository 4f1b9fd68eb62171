import { HISTORY_DAYS } from './big-market';
import type { BenchSettings } from './settings';

// The demo manager created by SEED_DEMO=true (apps/api/src/seed/seed.ts).
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
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** Any other status is counted as an error. */
  expectStatus: number;
  connections: number;
  duration: number;
  /**
   * autocannon's rate across all connections: each connection sends its share back to back when its one-second
   * timer fires, so the requests come as a burst at the start of every second (bench/paced.ts).
   */
  overallRate?: number;
  /**
   * A steady rate instead: one request every 1/rate seconds whatever the answers, each timed from when it was due
   * (bench/paced.ts); `connections` bounds the sockets. Unset, with overallRate unset: as fast as the server answers.
   */
  pacedRate?: number;
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
export type BigMarketIds = {
  marketId: string;
  marketVendorId: string;
  tokenId: string;
  /** One of the demo manager's notifications: the one-row update baseline marks it read. */
  notificationId: string;
  /** Transactions of the market over its whole history (the paged list's total_count). */
  totalTransactions: number;
};

/**
 * The date windows counted for the report. The transactions pages ask for the whole two-year history
 * (every transaction of the market), a page at a time.
 */
export const LIST_WINDOWS = [
  { name: '4 weeks', days: 28 },
  { name: '1 year', days: 365 },
  { name: '2 years', days: 730 },
] as const;

/** Issue 14: a transactions page answers within this at p95 with 10 connections, in under 100 KB. */
export const PAGE_P95_TARGET_MS = 100;
export const PAGE_SIZE = 50;

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

/** Issue 14: the embedded database answers the markets list within this at p99 with a few managers. */
export const MARKETS_FEW_CONNECTIONS = 5;
export const MARKETS_P99_TARGET_MS = 100;

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
    // The manager's markets with fees, token counts (ledger balances) and vendor counts: a few managers at
    // once (issue 14's PGlite target), then many.
    ...[MARKETS_FEW_CONNECTIONS, settings.connections].map(
      (connections): Scenario => ({
        name: 'market-managers/markets',
        method: 'GET',
        path: '/market-managers/markets',
        expectStatus: 200,
        connections,
        duration: settings.duration,
        request: ({ accessToken }) => ({ headers: { authorization: `Bearer ${accessToken}` } }),
      }),
    ),
  ];
}

/**
 * PostgreSQL lane only, after big-market.ts grew the demo market to 100,000 checkouts. The reports run
 * before the submits, on exactly the generated history. The checkout
 * submits never meet the one-checkout-per-vendor-per-day rule (409): each one books a vendor without
 * history on its own market date, with its own Idempotency-Key. The dates go back a day at a time from the
 * day before the generated history (a checkout after today at the market is refused, 400; the earliest
 * date taken is 1900-01-01, about 45,000 submits back). The counter lives here, outside request(), so the
 * warm-up and the measurement do not reuse dates.
 */
export function bigMarketScenarios(settings: BenchSettings, ids: BigMarketIds, today: Date): Scenario[] {
  const firstDate = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - HISTORY_DAYS);
  const runTag = Date.now().toString(36);
  let submitted = 0;
  const checkout = (): RequestParts => {
    const n = submitted++;
    const body = {
      market_vendor_id: ids.marketVendorId,
      market_date: new Date(firstDate - n * DAY_MS).toISOString().slice(0, 10),
      reported_gross: 50 + ((n * 37) % 1950) + (n % 4) * 0.25,
      // A token line, so each submit also appends to the token's ledger chain.
      tokens: [{ token_id: ids.tokenId, count: 1 + (n % 10) }],
      custom_fields: {},
    };
    return { headers: { 'idempotency-key': `bench-${runTag}-${n}` }, body: JSON.stringify(body) };
  };
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  const listConnections = settings.listConnections;
  const lastPage = Math.max(Math.ceil(ids.totalTransactions / PAGE_SIZE) - 1, 0);
  const pageQuery = (extra: Record<string, string>) =>
    new URLSearchParams({
      market_id: ids.marketId,
      start_date: localIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 729)),
      end_date: localIsoDate(today),
      sort_by: 'market_date',
      sort_direction: 'DESC',
      page: '0',
      page_size: String(PAGE_SIZE),
      // What the page sends on a page turn or a sort; the range's totals are a request of their own.
      totals: 'false',
      ...extra,
    });
  const pages: [string, Record<string, string>][] = [
    ['first page', {}],
    ['middle page', { page: String(Math.floor(lastPage / 2)) }],
    ['last page', { page: String(lastPage) }],
    [
      'by vendor, middle page',
      { sort_by: 'vendor_name', sort_direction: 'ASC', page: String(Math.floor(lastPage / 2)) },
    ],
    ['vendor search', { search: 'orchard 1' }],
  ];
  // One GET of the manager's transactions list, run like every list scenario.
  const listScenario = (name: string, query: Record<string, string>): Scenario => ({
    name,
    method: 'GET',
    path: `/market-managers/transactions?${pageQuery(query)}`,
    expectStatus: 200,
    connections: listConnections,
    duration: settings.duration,
    timeout: 30,
    warmupRequests: listConnections,
    request: ({ accessToken }) => ({ headers: auth(accessToken) }),
  });
  const totals = listScenario('transactions totals (2 years)', { page_size: '1', totals: 'true' });
  const lists = pages.map(([name, extra]) => listScenario(`transactions page (${name})`, extra));

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

  const submit = {
    method: 'POST',
    path: `/market-managers/transactions/${ids.marketId}`,
    expectStatus: 201,
    duration: settings.duration,
    request: ({ accessToken }: ScenarioContext) => ({
      headers: { ...auth(accessToken), 'content-type': 'application/json' },
      perRequest: checkout,
    }),
  } as const;

  // The reads first: submits still running on the server when their measurement stops cannot slow them.
  // The one-row update runs right before the submits, as the database's baseline for a write.
  return [
    ...lists,
    totals,
    ...reports,
    {
      name: 'one-row update (PATCH /notifications/:id/read)',
      method: 'PATCH',
      path: `/notifications/${ids.notificationId}/read?mark_as_read=true`,
      expectStatus: 200,
      connections: settings.connections,
      duration: settings.duration,
      request: ({ accessToken }) => ({ headers: auth(accessToken) }),
    },
    { ...submit, name: 'checkout submit', connections: settings.connections },
    {
      ...submit,
      name: `checkout submit at a fixed ${FIXED_SUBMIT_RATE} req/s`,
      connections: settings.connections,
      pacedRate: FIXED_SUBMIT_RATE,
    },
    // The same number a second as autocannon sends it (what this row measured until 2026-12-01): all of them at
    // each second's start, 50 at once. Shown for comparison; the target is judged on the steady rate above.
    {
      ...submit,
      name: `checkout submit, ${FIXED_SUBMIT_RATE} at each second's start`,
      connections: settings.connections,
      overallRate: FIXED_SUBMIT_RATE,
    },
  ];
}

/** Issue 14: checkout submit keeps p99 under 50 ms when managers submit at this steady rate. */
export const FIXED_SUBMIT_RATE = 200;
export const FIXED_SUBMIT_P99_TARGET_MS = 50;

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
