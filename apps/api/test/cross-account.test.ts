import { randomUUID } from 'node:crypto';
import { DEFAULT_ACCOUNTS } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listTables, quotedTable } from '../src/backup/database-facts.repository';
import { rowsOf } from '../src/db/rows';
import { buildTestApp, type TestApp } from './build-test-app';
import { type AdminClient, signedInAdmin } from './clients';
import { type Account, buildAccount, type CallerRole, DAY, KINDS, type Kind } from './cross-account-fixtures';
import { marketPayload } from './market-fixtures';
import { policyFor } from './route-policy';
import { FILES, uploadBody } from './uploads';

// Issue 11, "a cross-account matrix": two managers (A and B), each with markets, vendors, tokens, checkouts, a
// day report, documents and notifications; two vendors with products, documents and an application; an admin.
// Every route that takes an id (a path parameter, or a uuid field of its query or body) is called as manager B,
// and as vendor B where vendors may call it, with A's real ids. Each answer must be a 404, or exactly the answer
// the same request gets with an id that does not exist (a 403 where an unknown id gets 404 tells the caller the
// record exists); it must not carry A's data, and A's data, read back through A's own tokens, must be unchanged.
//
// Routes are enumerated from the app and their id fields from their own schemas, so a new route or a new id
// field is swept (or fails the coverage check) without anyone remembering to add it here.

// The registry keeps method, url and auth only; the schemas come from an onRoute hook on the real app. An onSend
// hook names the route that answered, so a probe that missed its route (a typo, a changed path) cannot pass as
// a refusal.
type CapturedRoute = { method: string; url: string; schema: Record<string, unknown> };
const captured = vi.hoisted(() => [] as { method: string; url: string; schema: Record<string, unknown> }[]);
const ROUTE_HEADER = 'x-cross-account-route';
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const original = actual.default as unknown as (options?: object) => FastifyInstance;
  const create = (options?: object) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') captured.push({ method, url: route.url, schema: { ...route.schema } });
      }
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header(ROUTE_HEADER, request.routeOptions.url ?? '');
    });
    return app;
  };
  return { ...actual, default: create, fastify: create };
});

// Not an id, but a path parameter: the day of a report.
const FRESH_DAY = '2026-11-28';
type View = Record<Kind, string>;
type Probe = { url: string; body?: unknown; upload?: true };
type RecipeContext = { caller: CallerRole; a: Account; b: Account };
type Recipe = (v: View, context: RecipeContext) => Probe | Probe[];

// A path parameter's kind, by the segment before it.
const PARAM_KINDS: Record<string, Kind | 'date'> = {
  'markets/:id': 'market',
  'vendors/:id': 'vendor',
  'vendors/:vendorId': 'vendor',
  'tokens/:tokenId': 'token',
  'day-reports/:reportId': 'dayReport',
  'day-reports/:date': 'date',
  'dates/:date': 'date',
  'attendance/:marketVendorId': 'marketVendor',
  'schedules/:marketVendorId': 'marketVendor',
  'transactions/:id': 'transaction',
  'transactions/:marketId': 'market',
  'documents/:id': 'document',
  'files/:id': 'document',
  'notifications/:id': 'notification',
  'products/:id': 'product',
  'applications/:id': 'application',
  'associations/:id': 'association',
  'payments/:id': 'payment',
  'statement-sends/:id': 'statementSend',
  'staff/:id': 'staffMember',
  ':date/:marketVendorId': 'marketVendor',
  'markets/:market_id': 'market',
  'date-requests/:request_id': 'dateRequest',
  'sales-reports/:id': 'salesReport',
  'receipt-disputes/:id': 'receiptDispute',
  'receipts/:transaction_id': 'transaction',
  'days/:date': 'date',
  'batches/:date': 'date',
  'entries/:entryId': 'floatEntry',
};

function fillPath(path: string, v: View) {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const kind = PARAM_KINDS[`${segments[index - 1]}/${segment}`];
      if (!kind) throw new Error(`${path}: no id kind for ${segment}; add it to PARAM_KINDS`);
      return kind === 'date' ? DAY : v[kind];
    })
    .join('/');
}

// Valid requests, written with the caller's own ids (v); the sweep swaps in the other account's, one kind at a
// time. A route with only path parameters needs no recipe.
const m = '/market-managers';
const probeToken = (id: string) => ({ id, name: 'Probe token', per_dollar_value: 1, count: 0 });
const checkoutBody = (v: View, day: string) => ({
  market_vendor_id: v.marketVendor,
  market_date: day,
  reported_gross: 10,
  tokens: [{ token_id: v.token, count: 1 }],
});
const dayReportBody = (v: View, day: string) => ({
  market: v.market,
  date: day,
  expenses: 1,
  tokens_distributed: [{ token_id: v.token, count: 1 }],
});
const range = 'start_date=2026-11-01&end_date=2026-11-30';
const path =
  (route: string): Recipe =>
  (v) => ({ url: fillPath(route, v) });
const withBody = (route: string, body: (v: View) => unknown) => (v: View) => ({
  url: fillPath(route, v),
  body: body(v),
});

const RECIPES: Record<string, Recipe> = {
  // Vendors' own reports and their receipts (issue 31).
  'GET /vendors/self/sales-reports': (v) => ({
    url: `/vendors/self/sales-reports?market_id=${v.market}&market_date=${DAY}`,
  }),
  'POST /vendors/self/sales-reports': withBody('/vendors/self/sales-reports', (v) => ({
    market_id: v.market,
    market_date: DAY,
    reported_gross: 10,
    tokens: [{ token_id: v.token, count: 1 }],
  })),
  [`POST ${m}/markets/:id/sales-report-links`]: withBody(`${m}/markets/:id/sales-report-links`, () => ({
    market_date: DAY,
  })),
  // The link's token is the credential and no account holds one here: the other account's token ids through a
  // link that is not theirs are not found, as any unknown link is.
  'POST /sales-report-links/:token': (v) => ({
    url: `/sales-report-links/${'x'.repeat(43)}`,
    body: { reported_gross: 10, tokens: [{ token_id: v.token, count: 1 }] },
  }),
  'POST /vendors/self/receipts/:transaction_id/acknowledge': withBody(
    '/vendors/self/receipts/:transaction_id/acknowledge',
    () => ({ agree: false, note: 'Probe dispute' }),
  ),
  [`GET ${m}/receipt-disputes`]: (v) => ({ url: `${m}/receipt-disputes?market_id=${v.market}` }),
  // Back on the schedule: the day stays a market day for the probes after it.
  [`PUT ${m}/markets/:id/dates/:date`]: withBody(`${m}/markets/:id/dates/:date`, () => ({
    status: 'SCHEDULED',
  })),
  [`PUT ${m}/markets/:id/booth-map`]: withBody(`${m}/markets/:id/booth-map`, () => ({
    version: 0,
    layout: { width_ft: 40, height_ft: 20, items: [] },
  })),
  [`GET ${m}/markets/:id/booth-map/pdf`]: (v) => ({
    url: `${fillPath(`${m}/markets/:id/booth-map/pdf`, v)}?date=${DAY}`,
  }),
  [`PUT ${m}/markets/:id/booth-map/dates/:date/:marketVendorId`]: withBody(
    `${m}/markets/:id/booth-map/dates/:date/:marketVendorId`,
    () => ({ booth_id: null }),
  ),
  [`PUT ${m}/markets/:id/dates/:date/attendance/:marketVendorId`]: withBody(
    `${m}/markets/:id/dates/:date/attendance/:marketVendorId`,
    () => ({ status: 'PRESENT' }),
  ),
  [`PUT ${m}/markets/:id/schedules/:marketVendorId`]: withBody(
    `${m}/markets/:id/schedules/:marketVendorId`,
    () => ({ pattern: 'EVERY' }),
  ),
  [`PUT ${m}/markets/:id/date-requests/:request_id`]: withBody(
    `${m}/markets/:id/date-requests/:request_id`,
    () => ({
      status: 'DECLINED',
    }),
  ),
  [`PUT ${m}/markets/:id/season-settings`]: withBody(`${m}/markets/:id/season-settings`, () => ({
    drop_deadline_hours: 1,
  })),
  'PUT /vendors/self/markets/:market_id/dates/:date': withBody(
    '/vendors/self/markets/:market_id/dates/:date',
    () => ({
      action: 'WITHDRAW',
    }),
  ),
  [`PUT ${m}/markets/:id/booth-fees`]: withBody(`${m}/markets/:id/booth-fees`, () => ({
    basis: 'PER_DAY',
    charge_on: 'PRESENT',
    rates: [{ size: '10x10', amount: 25 }],
  })),
  [`PUT ${m}/staff/:id`]: withBody(`${m}/staff/:id`, (v) => ({ role: 'CO_MANAGER', market_ids: [v.market] })),
  [`POST ${m}/staff`]: (v) => ({
    url: `${m}/staff`,
    body: { email: 'probe-helper@example.test', role: 'STAFF', market_ids: [v.market] },
  }),
  'POST /notifications': (v, { caller }) => ({
    url: '/notifications',
    body:
      caller === 'manager'
        ? { title: 'Probe', message: 'Probe', vendor_id: v.vendor }
        : { title: 'Probe', message: 'Probe', market_id: v.market },
  }),
  'PATCH /notifications/read/bulk': (v) => ({
    url: '/notifications/read/bulk',
    body: { ids: [v.notification], mark_as_read: true },
  }),
  'PATCH /notifications/archive/bulk': (v) => ({
    url: '/notifications/archive/bulk',
    body: { ids: [v.notification], archive: true },
  }),
  'DELETE /notifications/bulk': (v) => ({ url: '/notifications/bulk', body: { ids: [v.notification] } }),
  [`POST ${m}/markets/:id/vendors/notify`]: withBody(`${m}/markets/:id/vendors/notify`, () => ({
    title: 'Probe',
    message: 'Probe',
  })),
  [`POST ${m}/markets`]: (v) => ({
    url: `${m}/markets`,
    body: marketPayload({ name: 'Probe Market', tokens: [probeToken(v.token)] }),
  }),
  [`PUT ${m}/markets/:id`]: withBody(`${m}/markets/:id`, (v) =>
    marketPayload({ name: 'Probe Market', tokens: [probeToken(v.token)] }),
  ),
  [`PUT ${m}/markets/:id/rules`]: withBody(`${m}/markets/:id/rules`, () => ({
    summary: 'Probe',
    general_rules: null,
    rules_for_specific_types_of_vendors: null,
    participation: null,
    absences_or_cancellation: null,
    spaces_and_tents: null,
    licenses_and_insurance: null,
    parking: null,
    complaints: null,
    manager_info: null,
  })),
  [`PUT ${m}/markets/:id/public-page`]: withBody(`${m}/markets/:id/public-page`, () => ({
    public_slug: 'probe-page',
    public_page_enabled: true,
    public_rules: null,
  })),
  [`POST ${m}/vendors`]: (v) => ({
    url: `${m}/vendors`,
    body: { business_name: 'Probe Vendor', type: 'PRODUCER', market_ids: [v.market] },
  }),
  [`PUT ${m}/vendors/:id`]: withBody(`${m}/vendors/:id`, () => ({
    business_name: 'Probe Vendor',
    type: 'PRODUCER',
  })),
  [`POST ${m}/vendors/:id/markets`]: withBody(`${m}/vendors/:id/markets`, (v) => ({
    market_ids: [v.market2],
  })),
  [`POST ${m}/markets/:id/tokens/:tokenId/ledger`]: withBody(
    `${m}/markets/:id/tokens/:tokenId/ledger`,
    () => ({
      type: 'DEPOSIT',
      quantity: 1,
    }),
  ),
  [`GET ${m}/markets/:id/tokens/reconciliation`]: (v) => ({
    url: `${fillPath(`${m}/markets/:id/tokens/reconciliation`, v)}?${range}`,
  }),
  [`GET ${m}/checkouts`]: (v) => ({ url: `${m}/checkouts?market_id=${v.market}&market_date=${DAY}` }),
  [`GET ${m}/checkouts/`]: (v) => ({ url: `${m}/checkouts/?market_id=${v.market}&market_date=${DAY}` }),
  // Each checkout write twice: as typed by the manager, and booking a vendor's report (issue 31).
  [`POST ${m}/transactions/:marketId`]: (v) =>
    [{}, { sales_report_id: v.salesReport }].map((report) => ({
      url: fillPath(`${m}/transactions/:marketId`, v),
      body: { ...checkoutBody(v, FRESH_DAY), ...report },
    })),
  [`PUT ${m}/transactions`]: (v) =>
    [{}, { sales_report_id: v.salesReport }].map((report) => ({
      url: `${m}/transactions?market_vendor_id=${v.marketVendor}&market_date=${DAY}`,
      body: { ...checkoutBody(v, DAY), ...report },
    })),
  [`PUT ${m}/transactions/`]: (v) =>
    [{}, { sales_report_id: v.salesReport }].map((report) => ({
      url: `${m}/transactions/?market_vendor_id=${v.marketVendor}&market_date=${DAY}`,
      body: { ...checkoutBody(v, DAY), ...report },
    })),
  [`GET ${m}/transactions`]: (v) => ({ url: `${m}/transactions?market_id=${v.market}` }),
  [`GET ${m}/transactions/csv`]: (v) => ({ url: `${m}/transactions/csv?market_id=${v.market}` }),
  [`GET ${m}/transactions/receipt`]: (v) => ({
    url: `${m}/transactions/receipt?transaction_id=${v.transaction}`,
  }),
  'POST /email/transactions': (v) => ({
    url: '/email/transactions',
    body: { transaction_id: v.transaction },
  }),
  'POST /email/contact': (v) => ({
    url: '/email/contact',
    body: { vendor_id: v.vendor, subject: 'Probe', message: 'Probe' },
  }),
  [`POST ${m}/markets/:id/day-reports`]: withBody(`${m}/markets/:id/day-reports`, (v) =>
    dayReportBody(v, FRESH_DAY),
  ),
  [`PUT ${m}/markets/:id/day-reports/:reportId`]: withBody(`${m}/markets/:id/day-reports/:reportId`, (v) =>
    dayReportBody(v, DAY),
  ),
  [`GET ${m}/reports`]: (v) => ({ url: `${m}/reports?market_id=${v.market}&${range}` }),
  [`GET ${m}/reports/export.pdf`]: (v) => ({ url: `${m}/reports/export.pdf?market_id=${v.market}&${range}` }),
  [`GET ${m}/reports/programs`]: (v) => ({ url: `${m}/reports/programs?market_id=${v.market}&${range}` }),
  [`GET ${m}/reports/programs.csv`]: (v) => ({
    url: `${m}/reports/programs.csv?market_id=${v.market}&${range}`,
  }),
  [`GET ${m}/reports/programs.pdf`]: (v) => ({
    url: `${m}/reports/programs.pdf?market_id=${v.market}&${range}`,
  }),
  // `:format` and `:system` are not ids (the report's format, the books' system): written out, as a link's token is.
  [`GET ${m}/reports/funders/:format`]: (v) =>
    ['fm-tracks', 'fmpp.pdf'].map((format) => ({
      url: `${m}/reports/funders/${format}?market_id=${v.market}&${range}`,
    })),
  [`GET ${m}/reports/accounting/:system`]: (v) => ({
    url: `${m}/reports/accounting/quickbooks?market_id=${v.market}&${range}`,
  }),
  [`PUT ${m}/markets/:id/accounting`]: withBody(`${m}/markets/:id/accounting`, () => DEFAULT_ACCOUNTS),
  // The token float (issue 34): an issue of the caller's token, and the day's terminal batch totals.
  [`GET ${m}/markets/:id/token-float`]: (v) => ({
    url: `${fillPath(`${m}/markets/:id/token-float`, v)}?as_of=${DAY}`,
  }),
  [`POST ${m}/markets/:id/token-float/entries`]: withBody(`${m}/markets/:id/token-float/entries`, (v) => ({
    token_id: v.token,
    date: DAY,
    kind: 'ISSUE',
    method: 'EBT',
    count: 1,
  })),
  [`PUT ${m}/markets/:id/token-float/batches/:date`]: withBody(
    `${m}/markets/:id/token-float/batches/:date`,
    () => ({ ebt: 10, card: null }),
  ),
  [`GET ${m}/markets/:id/balances`]: path(`${m}/markets/:id/balances`),
  [`POST ${m}/markets/:id/payments`]: withBody(`${m}/markets/:id/payments`, (v) => ({
    vendor_id: v.vendor,
    paid_on: DAY,
    direction: 'FROM_VENDOR',
    amount: 1,
    method: 'CASH',
  })),
  [`GET ${m}/markets/:id/vendors/:vendorId/statement.pdf`]: (v) => ({
    url: `${fillPath(`${m}/markets/:id/vendors/:vendorId/statement.pdf`, v)}?${range}`,
  }),
  [`POST ${m}/markets/:id/statements/send`]: withBody(`${m}/markets/:id/statements/send`, (v) => ({
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    vendor_ids: [v.vendor],
  })),
  [`POST ${m}/payments/:id/reverse`]: withBody(`${m}/payments/:id/reverse`, () => ({ note: 'Probe' })),
  [`POST ${m}/markets/:id/CDFA-Report`]: withBody(`${m}/markets/:id/CDFA-Report`, (v) => ({
    marketId: v.market,
    year: 2026,
    quarter: 4,
  })),
  'GET /documents': (v) => [
    { url: `/documents?owner_id=${v.owner}` },
    { url: `/documents?market_id=${v.market}` },
  ],
  'POST /documents': (v) => ({ url: `/documents?owner_id=${v.owner}`, upload: true }),
  'GET /documents/summary': (v) => ({ url: `/documents/summary?owner_id=${v.owner}` }),
  'GET /documents/expired': (v) => ({ url: `/documents/expired?owner_id=${v.owner}` }),
  'GET /documents/:id': (v) => [
    { url: `/documents/${v.document}` },
    { url: `/documents/${v.document}?owner_id=${v.owner}` },
  ],
  'PATCH /documents/:id': withBody('/documents/:id', () => ({ expr: '2031-01-01', meta: {} })),
  // Public: the signature is the credential. A forged one must not open another account's file.
  'GET /documents/files/:id': (v) => ({
    url: `/documents/files/${v.document}?expires=${Date.UTC(2100, 0, 1)}&sig=forged`,
  }),
  'PUT /vendors/self/products/:id': withBody('/vendors/self/products/:id', () => ({
    name: 'Probe',
    category: 'produce',
    seasonality: [6],
  })),
  [`GET ${m}/applications`]: (v) => ({ url: `${m}/applications?market_id=${v.market2}` }),
  [`POST ${m}/applications/:id/reject`]: withBody(`${m}/applications/:id/reject`, () => ({
    reason: 'Probe',
  })),
  // Applying to another manager's market is the feature; the probes attach the other vendor's products and
  // documents. The market is A's first market, where vendor B has not applied.
  'POST /vendors/self/applications': (v, { a }) => ({
    url: '/vendors/self/applications',
    body: {
      market_id: a.own.manager.market,
      message: 'Probe',
      product_ids: [v.product],
      document_ids: [v.document],
    },
  }),
  'GET /vendors/self/transactions': (v) => ({ url: `/vendors/self/transactions?market_id=${v.market}` }),
  'GET /vendors/self/transactions/csv': (v) => ({
    url: `/vendors/self/transactions/csv?market_id=${v.market}`,
  }),
  'GET /vendors/self/transactions/receipt': (v) => ({
    url: `/vendors/self/transactions/receipt?transaction_id=${v.transaction}`,
  }),
  'PUT /admin/associations/:id': withBody('/admin/associations/:id', () => ({
    name: 'Probe',
    max_vendors: 5,
  })),
};

// Routes whose id only narrows the caller's own rows: another account's id answers exactly like an id that does
// not exist (2xx, nothing listed or changed), which is checked against a random id.
const FILTERS: Record<string, string> = {
  [`GET ${m}/receipt-disputes`]: "market_id narrows the caller's own open disputes",
  'GET /documents': "owner_id and market_id narrow the caller's own documents",
  'GET /documents/expired': "owner_id narrows the caller's own expired documents",
  [`GET ${m}/transactions`]: "market_id narrows the caller's own transactions",
  [`GET ${m}/transactions/csv`]: "market_id narrows the caller's own transactions",
  [`GET ${m}/applications`]: "market_id narrows applications to the caller's markets",
  [`GET ${m}/reports`]: "market_id narrows the caller's own figures",
  [`GET ${m}/reports/export.pdf`]: "market_id narrows the caller's own figures",
  'GET /vendors/self/transactions': "market_id narrows the vendor's own checkouts",
  'GET /vendors/self/transactions/csv': "market_id narrows the vendor's own checkouts",
  'PATCH /notifications/read/bulk': "acts on the caller's own notifications among the ids, answers how many",
  'PATCH /notifications/archive/bulk':
    "acts on the caller's own notifications among the ids, answers how many",
  'DELETE /notifications/bulk': "acts on the caller's own notifications among the ids, answers how many",
};

// Routes that refuse another account's id inside the body as an invalid reference (400 with the field's
// message) rather than 404. Accepted only when the answer is exactly the one for an id that does not exist.
const INVALID_REFERENCE: Record<string, string> = {
  'POST /vendors/self/sales-reports':
    "a token not in the vendor's market: 'Token not found in this market.', before the day's window is judged",
  [`POST ${m}/transactions/:marketId`]:
    "a market-vendor or token not in the path's market: 'Selected vendor not found' / 'Token not found in this market.'",
  [`PUT ${m}/transactions`]: "a token not in the checkout's market: 'Token not found in this market.'",
  [`PUT ${m}/transactions/`]: "a token not in the checkout's market: 'Token not found in this market.'",
  [`POST ${m}/markets/:id/day-reports`]:
    "a token not in the report's market: 'Token not found in this market.'",
  [`PUT ${m}/markets/:id/day-reports/:reportId`]:
    "a token not in the report's market: 'Token not found in this market.'",
  'POST /vendors/self/applications': "products or documents that are not the applicant's own",
  [`POST ${m}/markets/:id/payments`]:
    "a vendor not at the path's market: 'This vendor does not sell at this market'",
  [`POST ${m}/markets/:id/statements/send`]:
    "vendors not at the path's market: the same 400 as for vendors that do not exist",
  [`POST ${m}/staff`]:
    "markets not the manager's own: 'Choose markets from your own list', as for unknown ones",
  [`PUT ${m}/staff/:id`]:
    "markets not the manager's own: 'Choose markets from your own list', as for unknown ones",
  [`POST ${m}/markets/:id/token-float/entries`]:
    "a token not of the path's market: 'This token is not one of this market’s tokens.'",
};

// Id fields not tried with the other account's id, and why.
const SKIPPED: Record<string, string> = {
  'POST /vendors/self/applications body:market_id':
    "a vendor applies to any manager's market (browse); the probes attach A's products and documents instead",
};

// Id fields (uuid-typed, at any depth) of a zod schema, as dotted paths.
type ZodDef = {
  type: string;
  format?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  valueType?: unknown;
};
function uuidFields(schema: unknown, at = ''): string[] {
  const def = (schema as { _zod?: { def: ZodDef } } | undefined)?._zod?.def;
  if (!def) return [];
  const join = (key: string) => (at ? `${at}.${key}` : key);
  switch (def.type) {
    case 'string':
      return def.format === 'uuid' ? [at] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => uuidFields(value, join(key)));
    case 'array':
      return uuidFields(def.element, at);
    case 'pipe':
      return [...new Set([...uuidFields(def.in, at), ...uuidFields(def.out, at)])];
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => uuidFields(option, at)))];
    case 'record':
      return uuidFields(def.valueType, join('*'));
    default:
      return def.innerType ? uuidFields(def.innerType, at) : [];
  }
}

function idPositions(route: CapturedRoute): string[] {
  const paramIds = new Set(uuidFields(route.schema.params));
  const params = route.url
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
    .filter((name) => !route.schema.params || paramIds.has(name));
  return [
    ...params.map((name) => `param:${name}`),
    ...uuidFields(route.schema.querystring).map((field) => `query:${field}`),
    ...uuidFields(route.schema.body).map((field) => `body:${field}`),
  ];
}

// Where a request carries one of the given ids: path parameters, query fields and body fields.
function positionsHolding(route: CapturedRoute, probe: Probe, ids: Set<string>): string[] {
  const found = new Set<string>();
  const [pathname = '', query = ''] = probe.url.split('?');
  const actual = pathname.split('/');
  route.url.split('/').forEach((segment, index) => {
    if (segment.startsWith(':') && ids.has(actual[index] ?? '')) found.add(`param:${segment.slice(1)}`);
  });
  for (const [key, value] of new URLSearchParams(query)) if (ids.has(value)) found.add(`query:${key}`);
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string' && ids.has(value)) found.add(`body:${at}`);
    else if (Array.isArray(value)) for (const item of value) walk(item, at);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key);
  };
  walk(probe.body, '');
  return [...found];
}

let t: TestApp;
let admin: AdminClient;
let a: Account;
let b: Account;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  const suffix = randomUUID().slice(0, 6);
  a = await buildAccount(t, admin, `Alpha${suffix}`);
  b = await buildAccount(t, admin, `Bravo${suffix}`);
}, 180_000);

afterAll(async () => {
  await t.close();
});

function authorization(account: Account, who: 'manager' | 'vendor' | 'admin') {
  if (who === 'manager') return `Bearer ${account.manager.token}`;
  if (who === 'vendor') return account.vendor.headers.authorization;
  return admin.headers.authorization;
}

function send(method: string, probe: Probe, auth: string) {
  const headers = { authorization: auth };
  if (probe.upload) {
    const upload = uploadBody({
      params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
      file: { name: 'probe.pdf', content: FILES.pdf },
    });
    return t.app.inject({
      method: method as 'POST',
      url: probe.url,
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
  }
  return t.app.inject({
    method: method as 'GET',
    url: probe.url,
    headers,
    ...(probe.body === undefined ? {} : { payload: probe.body as object }),
  });
}

// A's data as A sees it, one entry per read.
async function snapshot(account: Account) {
  const reads = new Map<string, string>();
  for (const read of account.snapshotReads) {
    const response = await t.app.inject({
      method: 'GET',
      url: read.url,
      headers: { authorization: authorization(account, read.who) },
    });
    reads.set(`${read.who} GET ${read.url}`, `${response.statusCode} ${response.body}`);
  }
  return reads;
}

// Every row of every table, hashed in one query. A's reads come from the database alone (the app keeps no data of
// its own in memory, and the clock stands still), so while this is unchanged they are too: the ~45 reads of a
// snapshot, which took 24 of the sweep's 27 s when made after every write route, are made only when a row moved.
async function storedRows(): Promise<string> {
  const tables = await listTables(t.db);
  const rows = rowsOf<{ sum: string }>(
    await t.db.execute(
      sql.join(
        tables.map(
          (table) =>
            sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum from ${quotedTable(table)} r`,
        ),
        sql` union all `,
      ),
    ),
  );
  return rows.map((row) => row.sum).join(' ');
}

function changedReads(before: Map<string, string>, after: Map<string, string>) {
  return [...before].filter(([key, value]) => after.get(key) !== value).map(([key]) => key);
}

const isJson = (contentType: unknown) => String(contentType ?? '').includes('application/json');

describe('cross-account sweep', () => {
  it('tries every id-taking route as manager B and vendor B with A’s real ids: all refused, nothing changed', async () => {
    const routes = captured.filter((route) => policyFor(route.method, route.url) !== undefined);
    expect(routes.length).toBeGreaterThan(90);
    const aIds = new Set(KINDS.flatMap((kind) => a.ids[kind]));
    const baseline = await snapshot(a);
    let rowsAtBaseline = await storedRows();
    expect(
      [...baseline.values()].filter((value) => !value.startsWith('200 ')),
      'A reads its own data',
    ).toEqual([]);

    const failures: string[] = [];
    const uncovered: string[] = [];
    // Routes that answered 403 to A's id (as they do to an unknown one), named in the summary.
    const forbiddenRoutes = new Set<string>();
    const stats = {
      routes: 0,
      pairs: 0,
      probes: 0,
      oracles: 0,
      notFound: 0,
      forbidden: 0,
      refused: 0,
      filtered: 0,
      leaks: 0,
      changed: 0,
      readBack: 0,
    };

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const positions = idPositions(route);
      if (positions.length === 0) continue;
      stats.routes += 1;
      const policy = policyFor(route.method, route.url)!;
      const callers: CallerRole[] =
        policy !== 'public' && policy.roles.includes('VENDOR')
          ? policy.roles.includes('MARKET_MANAGER')
            ? ['manager', 'vendor']
            : ['vendor']
          : ['manager'];
      const recipe = RECIPES[key] ?? path(route.url);
      const covered = new Set<string>();

      for (const caller of callers) {
        stats.pairs += 1;
        const context = { caller, a, b };
        const own = b.own[caller];
        // Which kinds of id the request is made of.
        const used = new Set<Kind>();
        recipe(
          new Proxy(own, {
            get: (target, property) => {
              if (typeof property === 'string' && (KINDS as readonly string[]).includes(property))
                used.add(property as Kind);
              return Reflect.get(target, property);
            },
          }),
          context,
        );
        // One kind at a time with each of A's ids of that kind, the rest B's own; then all of them A's.
        const views: { view: View; varied: Kind[] }[] = [];
        for (const kind of used) {
          for (const id of a.ids[kind]) views.push({ view: { ...own, [kind]: id }, varied: [kind] });
        }
        if (used.size > 1) {
          const allA = { ...own };
          for (const kind of used) allA[kind] = a.own[caller][kind];
          views.push({ view: allA, varied: [...used] });
        }

        const seen = new Set<string>();
        for (const { view, varied } of views) {
          for (const [index, probe] of [recipe(view, context)].flat().entries()) {
            const fingerprint = `${probe.url} ${JSON.stringify(probe.body ?? null)}`;
            const holding = positionsHolding(route, probe, aIds);
            // A recipe may return requests that do not use the kind being varied: those are B's own.
            if (seen.has(fingerprint) || holding.length === 0) continue;
            seen.add(fingerprint);
            for (const position of holding) covered.add(position);
            const label = `${key} as ${caller} B: ${probe.url}${probe.body ? ` ${JSON.stringify(probe.body)}` : ''}`;
            const response = await send(route.method, probe, authorization(b, caller));
            stats.probes += 1;

            if (response.headers[ROUTE_HEADER] !== route.url) {
              failures.push(
                `${label}: answered by ${response.headers[ROUTE_HEADER] || 'no route'}, not ${route.url}`,
              );
              continue;
            }
            // No answer may carry A's data: A's names, usernames, e-mails, or A's ids other than those sent.
            const sent = fingerprint;
            const leaked = [
              ...a.markers.filter((marker) => response.body.includes(marker)),
              ...[...aIds].filter((id) => response.body.includes(id) && !sent.includes(id)),
            ];
            if (leaked.length > 0) {
              stats.leaks += 1;
              failures.push(`${label}: LEAK ${response.statusCode}, the answer holds ${leaked.join(', ')}`);
              continue;
            }
            if (response.statusCode === 404) {
              stats.notFound += 1;
              continue;
            }
            const status = response.statusCode;
            const asFilter = FILTERS[key] && status >= 200 && status < 300;
            const asInvalid = INVALID_REFERENCE[key] && status === 400;
            // A 403 is a refusal only when an unknown id is refused the same way (e.g. a route closed to the
            // caller whatever the id); otherwise it tells B that A's record exists.
            const asForbidden = status === 403;
            if (asFilter || asInvalid || asForbidden) {
              // The same request with a random id where A's was: the answer must be the same.
              const unknownView = { ...view };
              for (const kind of varied) unknownView[kind] = randomUUID();
              const unknown = await send(
                route.method,
                [recipe(unknownView, context)].flat()[index]!,
                authorization(b, caller),
              );
              stats.oracles += 1;
              const same =
                unknown.statusCode === response.statusCode &&
                (isJson(response.headers['content-type'])
                  ? JSON.stringify(unknown.json()) === JSON.stringify(response.json())
                  : unknown.headers['content-type'] === response.headers['content-type']);
              if (same) {
                if (asFilter) stats.filtered += 1;
                else if (asForbidden) {
                  stats.forbidden += 1;
                  forbiddenRoutes.add(`${key} as ${caller}`);
                } else stats.refused += 1;
                continue;
              }
              if (asForbidden) {
                failures.push(
                  `${label}: EXISTENCE LEAK: 403 ${response.body.slice(0, 200)} for A's id but ${unknown.statusCode} for an unknown one`,
                );
                continue;
              }
              failures.push(
                `${label}: ${response.statusCode} ${response.body.slice(0, 300)} differs from the answer for an unknown id: ${unknown.statusCode} ${unknown.body.slice(0, 300)}`,
              );
              continue;
            }
            failures.push(
              `${label}: expected 404, got ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          }
        }
      }

      for (const position of positions) {
        if (!covered.has(position) && !SKIPPED[`${key} ${position}`]) {
          uncovered.push(
            `${key} ${position}: never tried with A's id (add a recipe, or a SKIPPED entry with the reason)`,
          );
        }
      }
      if (route.method !== 'GET') {
        const rows = await storedRows();
        if (rows !== rowsAtBaseline) {
          stats.readBack += 1;
          const changed = changedReads(baseline, await snapshot(a));
          if (changed.length > 0) {
            stats.changed += 1;
            failures.push(`${key}: A's data changed after B's requests: ${changed.join('; ')}`);
            // Later routes are judged against the new state, so each change is reported once.
            for (const [read, value] of await snapshot(a)) baseline.set(read, value);
          }
          rowsAtBaseline = await storedRows();
        }
      }
    }

    const after = await snapshot(a);
    const changed = changedReads(baseline, after);
    console.info(
      `cross-account sweep: ${stats.routes} id-taking routes × callers = ${stats.pairs} (manager B; vendor B where ` +
        `vendors may call), ${stats.probes} requests with A's ids (+${stats.oracles} with unknown ids to compare), ` +
        `${stats.notFound} refused with 404, ${stats.forbidden} with 403 exactly as for an unknown id ` +
        `(${[...forbiddenRoutes].join('; ') || 'none'}), ` +
        `${stats.refused} with 400 exactly as for an unknown id, ${stats.filtered} filtered to ` +
        `nothing (2xx as for an unknown id), ${stats.leaks} leaks, ` +
        `${stats.changed + (changed.length > 0 ? 1 : 0)} changes to A's data ` +
        `(A's data read back after ${stats.readBack} write routes that moved a row); ` +
        `${Object.keys(SKIPPED).length} id field(s) skipped`,
    );
    expect(uncovered, uncovered.join('\n')).toEqual([]);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(changed, "A's data at the end").toEqual([]);
    expect(stats.leaks).toBe(0);
  }, 600_000);

  it('lists skips and filters only for routes and fields that exist', () => {
    const keys = new Set(captured.map((route) => `${route.method} ${route.url}`));
    const stale = [
      ...Object.keys(RECIPES).filter((key) => !keys.has(key)),
      ...Object.keys(FILTERS).filter((key) => !keys.has(key)),
      ...Object.keys(INVALID_REFERENCE).filter((key) => !keys.has(key)),
      ...Object.keys(SKIPPED).filter((entry) => {
        const [method, url, position] = entry.split(' ');
        const route = captured.find((r) => r.method === method && r.url === url);
        return !route || !idPositions(route).includes(position ?? '');
      }),
    ];
    expect(stale).toEqual([]);
  });
});
