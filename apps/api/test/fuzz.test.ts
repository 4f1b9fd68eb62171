import {
  AccountingAccountsSchema,
  AccountingExportQuerySchema,
  ApplyInputSchema,
  AssociationInputSchema,
  AssociationUpdateSchema,
  AttendanceUpdateSchema,
  BoothAssignmentUpdateSchema,
  BoothFeeSettingsSchema,
  BoothMapPdfQuerySchema,
  BoothMapUpdateSchema,
  BulkArchiveSchema,
  BulkDeleteSchema,
  BulkReadSchema,
  CdfaReportInputSchema,
  ChangePasswordSchema,
  CheckoutContextQuerySchema,
  CheckoutInputSchema,
  ContactMessageSchema,
  CreateManagerAccountSchema,
  CreateNotificationSchema,
  CreateSubscriptionInputSchema,
  CreateVendorAccountSchema,
  DateRequestDecisionSchema,
  DateRequestsQuerySchema,
  DayReportInputSchema,
  DEFAULT_ACCOUNTS,
  DocumentParamsSchema,
  EmailReceiptSchema,
  JoinAssociationSchema,
  LanguageChoiceSchema,
  ManagerAccountInputSchema,
  ManagerVendorInputSchema,
  MarketDatesQuerySchema,
  MarketDateUpdateSchema,
  MarketInputSchema,
  MarketRulesSchema,
  MarkReadQuerySchema,
  NotifyVendorsSchema,
  OverwriteQuerySchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  PaymentInputSchema,
  ProductInputSchema,
  ProgramReportQuerySchema,
  ProrationPreviewQuerySchema,
  RejectApplicationSchema,
  ReportQuerySchema,
  RULE_KEYS,
  SeasonSettingsSchema,
  StatementQuerySchema,
  StatementSendInputSchema,
  TerminalBatchesInputSchema,
  TokenFloatEntryInputSchema,
  TokenFloatQuerySchema,
  TokenLedgerInputSchema,
  TokenReconciliationQuerySchema,
  TransactionsCsvQuerySchema,
  TransactionsQuerySchema,
  toIsoDate,
  UpdateDocumentDetailsSchema,
  VendorDateChangeSchema,
  VendorMarketsInputSchema,
  VendorScheduleUpdateSchema,
  VendorSelfInputSchema,
  VendorTransactionsCsvQuerySchema,
  VendorTransactionsQuerySchema,
} from '@marketday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loggerOptions } from '../src/lib/log-redaction';
import type { RegisteredRoute } from '../src/plugins/auth';
import { applied, uploadInsurance } from './application-fixtures';
import { createAssociation } from './association-clients';
import { buildTestApp, type TestApp } from './build-test-app';
import { signedInAdmin, signedInVendor } from './clients';
import { bearer, multipartForm } from './factories';
import {
  ALL_BAD_VALUES,
  BAD_DATES,
  BAD_NUMBERS,
  BAD_PARAMS,
  BAD_QUERY_VALUES,
  BAD_STRINGS,
  boundaryValues,
  type FieldInfo,
  fieldsOfSchema,
  leakIn,
  malformedBodies,
  pathLabel,
  pathsOf,
  queryString,
  REMOVE,
  seededRandom,
  toJson,
  WRONG_TYPES,
  withValueAt,
} from './fuzz-values';
import { createMarket, marketPayload, marketWithVendors, signedInManager } from './market-fixtures';
import { FILES } from './uploads';
import { PRODUCT_INPUT } from './valid-requests-vendor';
import { joinMarket } from './vendor-self-fixtures';

// Issue 11, "Harnesses to keep": malformed bodies, queries and path ids sent to every write route and every
// route that takes a date, each by a caller the route lets in (so the handler and its validation run). Not
// one answer may be a 5xx or show a stack trace, a source path or an error dump.

const SEED = 20_260_311;
const MIN_REQUESTS = 1_000;
// Field mutations kept per route, chosen by the seed: enough to try every field, few enough for CI on PGlite.
const FIELD_MUTATIONS_PER_ROUTE = 30;
const PARAM_MUTATIONS_PER_PARAM = 4;
const MALFORMED_BODIES_PER_ROUTE = 8;
const DATE_QUERY_MUTATIONS = 8;
const REQUEST_TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type CallerKey = 'manager' | 'vendor' | 'admin' | 'billing' | 'spare' | 'none';
type Query = Record<string, unknown>;
type Upload = { params: unknown; file: { name: string; content: Buffer; type?: string } | null };
type Spec = {
  caller?: CallerKey;
  params?: Record<string, string>;
  body?: unknown;
  bodySchema?: z.ZodType;
  query?: Query;
  querySchema?: z.ZodType;
  // The body is a multipart form: the login form's fields, or a document upload's params and file.
  form?: 'login' | 'upload';
  headers?: Record<string, string>;
  // Headers tried one set at a time with the valid body (e.g. Idempotency-Key).
  headerSets?: Record<string, string>[];
};

const rnd = seededRandom(SEED);
let t: TestApp;
const errorLog: string[] = [];
const callers = {} as Record<CallerKey, Record<string, string>>;
let specs: Record<string, Spec> = {};
let ids: Record<string, string> = {};

function isoDaysAgo(days: number, from: Date) {
  return toIsoDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() - days));
}

beforeAll(async () => {
  t = await buildTestApp({
    logger: loggerOptions({ LOG_LEVEL: 'error' }, { write: (line) => errorLog.push(line) }),
  });
  const manager = await signedInManager(t);
  const billing = await signedInManager(t);
  const vendor = await signedInVendor(t);
  const spare = await signedInVendor(t);
  const admin = await signedInAdmin(t);
  callers.manager = bearer(manager.token);
  callers.billing = bearer(billing.token);
  callers.vendor = vendor.headers;
  callers.spare = spare.headers;
  callers.admin = admin.headers;
  callers.none = {};

  // Real ids of each caller's own records, so requests get past "not found" into the handlers.
  const { market, vendors } = await marketWithVendors(manager);
  const marketB = await createMarket(manager, { name: 'Fuzz Market B' });
  const marketC = await createMarket(manager, { name: 'Fuzz Market C' });
  const ownMarketVendor = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
  // A market day of market A (a Saturday) in the past week.
  const today = t.clock.now();
  const day = isoDaysAgo((today.getDay() + 1) % 7 || 7, today);
  const token = market.tokens[0]?.id ?? rnd.uuid();
  const checkout = (marketVendorId: string) =>
    manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: marketVendorId,
      market_date: day,
      reported_gross: 120,
      tokens: [{ token_id: token, count: 2 }],
    });
  const tx = (await checkout(vendors.producer.market_vendor_id)).json().data;
  const txOwn = (await checkout(ownMarketVendor)).json().data;
  const txDelete = (await checkout(vendors.reseller.market_vendor_id)).json().data;
  const report = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
    market: market.id,
    date: day,
    expenses: 10,
    tokens_distributed: [{ token_id: token, count: 1 }],
  });
  const product = await vendor.api('POST', '/vendors/self/products', {
    name: 'Heirloom tomatoes',
    category: 'produce',
    tags: [],
    seasonality: [6, 7],
  });
  const document = await uploadInsurance(t, vendor, isoDaysAgo(-365, today));
  const application = await applied(vendor, { market_id: marketC.id, message: 'May we join?' });
  const association = await createAssociation(admin);
  await vendor.api('POST', '/vendors/self/associations/join', { access_code: association.access_code });
  await manager.api('POST', '/notifications', {
    title: 'Hello',
    message: 'Welcome',
    vendor_id: vendor.vendor.id,
  });
  const notices = (await manager.api('GET', '/notifications')).json().data as { id: string }[];
  // The info booth's day a week before the market day (a float entry on `day` would take that day's tokens
  // distributed from the float, and refuse the day report's own): an entry of it for the delete.
  const floatDay = isoDaysAgo(7, new Date(`${day}T12:00:00`));
  const floatEntry = await manager.api('POST', `/market-managers/markets/${market.id}/token-float/entries`, {
    token_id: token,
    date: floatDay,
    kind: 'ISSUE',
    method: 'EBT',
    count: 2,
  });

  ids = {
    market: market.id,
    marketB: marketB.id,
    token,
    tokenB: marketB.tokens[0]?.id ?? rnd.uuid(),
    producer: vendors.producer.id,
    reseller: vendors.reseller.id,
    service: vendors.service.id,
    producerMv: vendors.producer.market_vendor_id,
    ownVendor: vendor.vendor.id,
    tx: tx?.id ?? rnd.uuid(),
    txOwn: txOwn?.id ?? rnd.uuid(),
    txDelete: txDelete?.id ?? rnd.uuid(),
    report: report.json().data?.id ?? rnd.uuid(),
    product: product.json().data?.id ?? rnd.uuid(),
    document: document.id,
    application: application.id,
    association: association.id,
    notification: notices[0]?.id ?? rnd.uuid(),
    floatEntry: floatEntry.json().data?.id ?? rnd.uuid(),
    day,
    floatDay,
  };
  for (const [key, value] of Object.entries(ids)) if (!value) throw new Error(`fixture ${key} missing`);
  specs = routeSpecs(ids, { marketInput: marketPayload({ name: 'Fuzz Market B' }) });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// A valid request per route: each mutation below changes one thing of it. Keys are "METHOD url" as the route
// registry has them, with a trailing slash dropped (both spellings share a spec).
function routeSpecs(id: Record<string, string>, fixtures: { marketInput: unknown }): Record<string, Spec> {
  const day = id.day as string;
  const floatDay = id.floatDay as string;
  const checkoutBody = {
    market_vendor_id: id.producerMv,
    market_date: day,
    reported_gross: 250.5,
    tokens: [{ token_id: id.token, count: 3 }],
    custom_fields: { state: 'CA', weather: 'Sunny' },
    receipt_email: 'buyer@example.com',
  };
  const dayReport = {
    market: id.market,
    date: day,
    name: 'Saturday',
    additional_income: 5,
    expenses: 12.5,
    tokens_distributed: [{ token_id: id.token, count: 4 }],
    notes: 'Windy',
    custom_fields: { state: 'CA' },
  };
  const range = {
    market_id: id.market,
    start_date: isoDaysAgo(30, new Date(`${day}T12:00:00`)),
    end_date: day,
  };
  const vendorProfile = {
    business_name: 'Fuzzed Farm',
    type: 'PRODUCER',
    phone: '530-555-0101',
    receipt_email: 'farm@example.com',
    producer_names: 'Jane Doe, Sam',
  };
  const association = { name: 'Fuzz Growers', max_vendors: 20, active: true, access_code: '' };
  const newUser = (name: string) => ({
    username: name,
    email: `${name}@example.test`,
    password: 'long-password-1',
  });
  return {
    'POST /auth/login': {
      caller: 'none',
      form: 'login',
      body: { username: 'nobody-here', password: 'wrong-password', grant_type: 'password' },
    },
    'POST /auth/refresh': { caller: 'none', body: {}, headers: { authorization: 'Bearer not.a.token' } },
    'POST /auth/logout': { caller: 'spare', body: {} },
    'POST /auth/password-reset/request': {
      caller: 'none',
      body: { email: 'nobody@example.test' },
      bodySchema: PasswordResetRequestSchema,
    },
    'POST /auth/password-reset/reset': {
      caller: 'none',
      body: { token: 'not-a-reset-token', password: 'long-password-2', confirm_password: 'long-password-2' },
      bodySchema: PasswordResetSchema,
    },
    'POST /users/vendor': {
      caller: 'none',
      body: { user: newUser('fuzzvendor'), vendor: vendorProfile },
      bodySchema: CreateVendorAccountSchema,
    },
    'POST /users/market_manager': {
      caller: 'none',
      body: {
        user: newUser('fuzzmanager'),
        manager: { firstname: 'Fuzz', lastname: 'Manager', email: 'fm@example.test' },
      },
      bodySchema: CreateManagerAccountSchema,
    },
    'POST /users/self/password': {
      caller: 'spare',
      // The current password is wrong, so a mutation that passes validation never changes it.
      body: {
        current_password: 'not-the-password',
        new_password: 'long-password-3',
        confirm: 'long-password-3',
      },
      bodySchema: ChangePasswordSchema,
    },
    'PUT /users/self/language': {
      caller: 'spare',
      body: { language: 'es' },
      bodySchema: LanguageChoiceSchema,
    },
    'POST /notifications': {
      body: { title: 'Hello', message: 'Market opens at 8', vendor_id: id.ownVendor },
      bodySchema: CreateNotificationSchema,
    },
    'PATCH /notifications/:id/read': { query: { mark_as_read: 'true' }, querySchema: MarkReadQuerySchema },
    'PATCH /notifications/read/bulk': {
      body: { ids: [id.notification], mark_as_read: true },
      bodySchema: BulkReadSchema,
    },
    'PATCH /notifications/archive/bulk': {
      body: { ids: [id.notification], archive: false },
      bodySchema: BulkArchiveSchema,
    },
    'DELETE /notifications/bulk': { body: { ids: [rnd.uuid()] }, bodySchema: BulkDeleteSchema },
    'POST /market-managers/markets/:id/vendors/notify': {
      body: { title: 'Rain', message: 'Bring tents' },
      bodySchema: NotifyVendorsSchema,
    },
    'POST /market-managers/markets': { body: fixtures.marketInput, bodySchema: MarketInputSchema },
    'PUT /market-managers/markets/:id': {
      params: { id: id.marketB as string },
      body: fixtures.marketInput,
      bodySchema: MarketInputSchema,
    },
    'PUT /market-managers/markets/:id/rules': {
      params: { id: id.marketB as string },
      body: Object.fromEntries(RULE_KEYS.map((key) => [key, `${key} text`])),
      bodySchema: MarketRulesSchema,
    },
    'DELETE /market-managers/markets/:id': { params: { id: id.marketB as string } },
    'POST /market-managers/vendors': {
      body: { ...vendorProfile, phone_public: true, email_notifications: false, market_ids: [id.market] },
      bodySchema: ManagerVendorInputSchema,
    },
    'PUT /market-managers/vendors/:id': {
      params: { id: id.reseller as string },
      body: { ...vendorProfile, type: 'NON_PRODUCER', phone_public: false, email_notifications: true },
      bodySchema: ManagerVendorInputSchema.omit({ market_ids: true }),
    },
    'DELETE /market-managers/vendors/:id': { params: { id: id.service as string } },
    'POST /market-managers/vendors/:id/markets': {
      body: { market_ids: [id.marketB] },
      bodySchema: VendorMarketsInputSchema,
    },
    'DELETE /market-managers/markets/:id/vendors/:vendorId': {
      params: { id: id.market as string, vendorId: id.service as string },
    },
    'DELETE /market-managers/markets/:id/tokens/:tokenId': {
      params: { id: id.marketB as string, tokenId: id.tokenB as string },
    },
    'POST /market-managers/markets/:id/tokens/:tokenId/ledger': {
      body: { type: 'DEPOSIT', quantity: 25, market_date: day, note: 'From the bank' },
      bodySchema: TokenLedgerInputSchema,
    },
    // The token float (issue 34): the booth's entries and batch totals on a day of its own (see floatDay).
    'GET /market-managers/markets/:id/token-float': {
      query: { as_of: day },
      querySchema: TokenFloatQuerySchema,
    },
    'GET /market-managers/markets/:id/token-float/days/:date': {
      params: { id: id.market as string, date: floatDay },
    },
    'POST /market-managers/markets/:id/token-float/entries': {
      body: {
        token_id: id.token,
        date: floatDay,
        kind: 'ISSUE',
        method: 'CARD',
        count: 3,
        amount: 15,
        shoppers: 2,
        note: 'Morning rush',
      },
      bodySchema: TokenFloatEntryInputSchema,
      headerSets: [
        { 'idempotency-key': 'short' },
        { 'idempotency-key': 'k'.repeat(300) },
        { 'idempotency-key': 'fuzz-float-key-0001' },
        { 'idempotency-key': 'fuzz-float-key-0001' },
      ],
    },
    'DELETE /market-managers/markets/:id/token-float/entries/:entryId': {
      params: { id: id.market as string, entryId: id.floatEntry as string },
    },
    'PUT /market-managers/markets/:id/token-float/batches/:date': {
      params: { id: id.market as string, date: floatDay },
      body: { ebt: 100, card: 42.5 },
      bodySchema: TerminalBatchesInputSchema,
    },
    'GET /market-managers/markets/:id/tokens/reconciliation': {
      query: { start_date: range.start_date, end_date: range.end_date },
      querySchema: TokenReconciliationQuerySchema,
    },
    'POST /market-managers/markets/:id/CDFA-Report': {
      body: { marketId: id.market, year: Number(day.slice(0, 4)), quarter: 1 },
      bodySchema: CdfaReportInputSchema,
    },
    'GET /market-managers/checkouts': {
      query: { market_id: id.market, market_date: day },
      querySchema: CheckoutContextQuerySchema,
    },
    'GET /market-managers/transactions': {
      query: { ...range, vendor_type: 'PRODUCER', sort_by: 'market_date', sort_direction: 'ASC' },
      querySchema: TransactionsQuerySchema,
    },
    'GET /market-managers/transactions/csv': {
      query: { ...range, search: '50%', sort_by: 'vendor_name', sort_direction: 'ASC' },
      querySchema: TransactionsCsvQuerySchema,
    },
    'POST /market-managers/transactions/:marketId': {
      body: checkoutBody,
      bodySchema: CheckoutInputSchema,
      headerSets: [
        { 'idempotency-key': 'short' },
        { 'idempotency-key': 'k'.repeat(300) },
        { 'idempotency-key': 'fuzz-same-key-0001' },
        { 'idempotency-key': 'fuzz-same-key-0001' },
      ],
    },
    'PUT /market-managers/transactions': {
      query: { market_vendor_id: id.producerMv, market_date: day },
      querySchema: OverwriteQuerySchema,
      body: checkoutBody,
      bodySchema: CheckoutInputSchema,
    },
    'DELETE /market-managers/transactions/:id': { params: { id: id.txDelete as string } },
    'PUT /market-managers/account': {
      caller: 'billing',
      body: {
        firstname: 'Fuzz',
        lastname: 'Billing',
        phone: '530-555-0199',
        email: 'billing@example.test',
        seasonality: 'YEAR_ROUND',
        settings: {
          print_scale: 'Custom',
          print_settings: { width: 80, height: 200, font_size: 10 },
          display_token_images_next_to_fields: true,
        },
      },
      bodySchema: ManagerAccountInputSchema,
    },
    'GET /users/subscription_proration_preview': {
      caller: 'billing',
      query: {
        plan: 'year_round_sm',
        start_ts: String(Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 30 * 86_400),
      },
      querySchema: ProrationPreviewQuerySchema,
    },
    'POST /users/create_stripe_subscription': {
      caller: 'billing',
      body: { plan: 'year_round_sm', start_ts: null },
      bodySchema: CreateSubscriptionInputSchema,
    },
    'POST /market-managers/markets/:id/day-reports': { body: dayReport, bodySchema: DayReportInputSchema },
    'GET /market-managers/markets/:id/dates': { query: range, querySchema: MarketDatesQuerySchema },
    // Put back on the schedule: the day stays a market day for the routes after it.
    'PUT /market-managers/markets/:id/dates/:date': {
      body: { status: 'SCHEDULED', note: null },
      bodySchema: MarketDateUpdateSchema,
    },
    'PUT /market-managers/markets/:id/dates/:date/attendance/:marketVendorId': {
      body: { status: 'PRESENT' },
      bodySchema: AttendanceUpdateSchema,
    },
    // Every other week from the market's day: every field of the schedule but the picked dates.
    'PUT /market-managers/markets/:id/schedules/:marketVendorId': {
      body: { pattern: 'ALTERNATE', anchor_date: day, week_of_month: null, default_booth_id: null },
      bodySchema: VendorScheduleUpdateSchema,
    },
    // The layout: two booths side by side, an aisle and a landmark (every kind of item, every field).
    'PUT /market-managers/markets/:id/booth-map': {
      body: {
        version: 0,
        layout: {
          width_ft: 60,
          height_ft: 40,
          items: [
            { id: 'A1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 },
            { id: 'A2', kind: 'BOOTH', label: 'A2', x: 10, y: 0, w: 10, h: 10 },
            { id: 'aisle', kind: 'AISLE', label: 'Aisle', x: 0, y: 10, w: 60, h: 10 },
            {
              id: 'gate',
              kind: 'LANDMARK',
              label: 'Entrance',
              x: 50,
              y: 30,
              w: 10,
              h: 10,
              landmark: 'ENTRANCE',
            },
          ],
        },
      },
      bodySchema: BoothMapUpdateSchema,
    },
    'GET /market-managers/markets/:id/booth-map/pdf': {
      query: { date: day },
      querySchema: BoothMapPdfQuerySchema,
    },
    'PUT /market-managers/markets/:id/booth-map/dates/:date/:marketVendorId': {
      body: { booth_id: null },
      bodySchema: BoothAssignmentUpdateSchema,
    },
    'GET /market-managers/markets/:id/date-requests': {
      query: { status: 'PENDING' },
      querySchema: DateRequestsQuerySchema,
    },
    'PUT /market-managers/markets/:id/date-requests/:request_id': {
      body: { status: 'DECLINED' },
      bodySchema: DateRequestDecisionSchema,
    },
    'PUT /market-managers/markets/:id/season-settings': {
      body: { drop_deadline_hours: 24 },
      bodySchema: SeasonSettingsSchema,
    },
    'PUT /vendors/self/markets/:market_id/dates/:date': {
      params: { market_id: id.market as string, date: day },
      body: { action: 'REQUEST' },
      bodySchema: VendorDateChangeSchema,
    },
    'PUT /market-managers/markets/:id/booth-fees': {
      body: { basis: 'PER_SEASON', charge_on: 'SCHEDULED', rates: [{ size: '10x20', amount: 40 }] },
      bodySchema: BoothFeeSettingsSchema,
    },
    'PUT /market-managers/markets/:id/day-reports/:reportId': {
      body: dayReport,
      bodySchema: DayReportInputSchema,
    },
    'POST /email/transactions': {
      body: { transaction_id: id.tx, email: 'buyer@example.com' },
      bodySchema: EmailReceiptSchema,
    },
    'POST /email/contact': {
      body: { vendor_id: id.producer, subject: 'Stall', message: 'Your stall is B4' },
      bodySchema: ContactMessageSchema,
    },
    'GET /market-managers/reports': {
      query: { ...range, view_mode: 'detail' },
      querySchema: ReportQuerySchema,
    },
    'GET /market-managers/reports/export.pdf': { query: range, querySchema: ReportQuerySchema },
    'POST /market-managers/markets/:id/payments': {
      body: {
        vendor_id: id.producer,
        paid_on: day,
        direction: 'TO_VENDOR',
        amount: 12.5,
        method: 'CHECK',
        check_number: '1042',
        note: 'SNAP reimbursement',
      },
      bodySchema: PaymentInputSchema,
    },
    'GET /market-managers/markets/:id/vendors/:vendorId/statement.pdf': {
      params: { id: id.market as string, vendorId: id.producer as string },
      query: range,
      querySchema: StatementQuerySchema,
    },
    'POST /market-managers/markets/:id/statements/send': {
      body: { ...range, vendor_ids: [id.producer] },
      bodySchema: StatementSendInputSchema,
    },
    'GET /market-managers/reports/programs': { query: range, querySchema: ProgramReportQuerySchema },
    'GET /market-managers/reports/programs.csv': { query: range, querySchema: ProgramReportQuerySchema },
    'GET /market-managers/reports/programs.pdf': { query: range, querySchema: ProgramReportQuerySchema },
    // The funders' formats read the program report's query; `:format` is the format (no suffix: CSV).
    'GET /market-managers/reports/funders/:format': {
      params: { format: 'fm-tracks' },
      query: range,
      querySchema: ProgramReportQuerySchema,
    },
    'GET /market-managers/reports/accounting/:system': {
      params: { system: 'quickbooks' },
      query: range,
      querySchema: AccountingExportQuerySchema,
    },
    'PUT /market-managers/markets/:id/accounting': {
      body: DEFAULT_ACCOUNTS,
      bodySchema: AccountingAccountsSchema,
    },
    'POST /documents': {
      caller: 'vendor',
      form: 'upload',
      query: {},
      body: {
        type: 'Insurance',
        meta: { policy: 'P-1' },
        expr: isoDaysAgo(-200, new Date(`${day}T12:00:00`)),
      },
      bodySchema: DocumentParamsSchema,
    },
    'PATCH /documents/:id': {
      caller: 'vendor',
      body: { expr: isoDaysAgo(-300, new Date(`${day}T12:00:00`)), meta: { issue_date: '2026-01-01' } },
      bodySchema: UpdateDocumentDetailsSchema,
    },
    'DELETE /documents/:id': { caller: 'vendor' },
    'GET /documents/files/:id': { caller: 'none', query: { expires: String(2 ** 31), sig: 'abc' } },
    'POST /vendors/self/products': {
      body: PRODUCT_INPUT,
      bodySchema: ProductInputSchema,
    },
    'PUT /vendors/self/products/:id': {
      body: {
        name: 'Heirloom tomatoes',
        category: 'produce',
        tags: [],
        seasonality: [6, 7, 8],
        description: null,
      },
      bodySchema: ProductInputSchema,
    },
    'PUT /vendors/self': {
      body: { ...vendorProfile, settings: { phone_public: true, email_notifications: false } },
      bodySchema: VendorSelfInputSchema,
    },
    'GET /vendors/self/transactions': { query: range, querySchema: VendorTransactionsQuerySchema },
    'GET /vendors/self/transactions/csv': { query: range, querySchema: VendorTransactionsCsvQuerySchema },
    'POST /vendors/self/applications': {
      body: {
        market_id: id.marketB,
        message: 'Hello',
        product_ids: [id.product],
        document_ids: [id.document],
      },
      bodySchema: ApplyInputSchema,
    },
    'POST /market-managers/applications/:id/reject': {
      body: { reason: 'Full this season' },
      bodySchema: RejectApplicationSchema,
    },
    'POST /admin/associations': { body: association, bodySchema: AssociationInputSchema },
    'PUT /admin/associations/:id': { body: association, bodySchema: AssociationUpdateSchema },
    'DELETE /admin/associations/:id/vendors/:vendorId': {
      params: { id: id.association as string, vendorId: id.ownVendor as string },
    },
    'POST /vendors/self/associations/join': {
      body: { access_code: 'ABCD2345' },
      bodySchema: JoinAssociationSchema,
    },
  };
}

// Path ids by what the segment names: the caller's own records.
function paramValue(url: string, name: string): string {
  const at = (prefix: string) => url.startsWith(prefix);
  if (name === 'date') return ids.day as string;
  if (name === 'tokenId') return ids.token as string;
  if (name === 'reportId') return ids.report as string;
  if (name === 'marketVendorId') return ids.producerMv as string;
  if (name === 'marketId') return ids.market as string;
  if (name === 'vendorId') return ids.service as string;
  if (at('/market-managers/markets/')) return ids.market as string;
  if (at('/market-managers/vendors/')) return ids.producer as string;
  if (at('/market-managers/transactions/')) return ids.tx as string;
  if (at('/notifications/')) return ids.notification as string;
  if (at('/documents/')) return ids.document as string;
  if (at('/vendors/self/products/')) return ids.product as string;
  if (at('/vendors/self/applications/') || at('/market-managers/applications/'))
    return ids.application as string;
  if (at('/admin/associations/') || at('/vendors/self/associations/')) return ids.association as string;
  return rnd.uuid();
}

function callerFor(route: RegisteredRoute, spec: Spec): CallerKey {
  if (spec.caller) return spec.caller;
  if ('public' in route.auth) return 'none';
  // Billing (cancel is a GET) and account changes go to a manager of their own, so the main manager keeps
  // the full plan the checkout routes need.
  if (/^\/(market-managers\/account|users\/(subscription|create_stripe))/.test(route.url)) return 'billing';
  const { roles } = route.auth;
  if (roles.includes('MARKET_MANAGER')) return 'manager';
  if (roles.includes('VENDOR')) return 'vendor';
  return 'admin';
}

type Sent = { method: Method; url: string; body: string; status: number };
let malformedTurn = 0;
// What the requests being sent change, counted for the summary.
type Kind = 'param' | 'query' | 'bounds' | 'body' | 'header' | 'field' | 'date sweep';
let kind: Kind = 'param';
const byKind: Record<Kind, number> = {
  param: 0,
  query: 0,
  bounds: 0,
  body: 0,
  header: 0,
  field: 0,
  'date sweep': 0,
};
// Routes where at least one answer came from past the sign-in check.
const reached = new Set<string>();
const stats = { requests: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0, routes: new Set<string>() };
const failures: string[] = [];

function describeBody(payload: string | Buffer | undefined) {
  if (payload === undefined) return '(none)';
  const text = typeof payload === 'string' ? payload : `<${payload.length} bytes>`;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

async function send(
  routeKey: string,
  request: { method: Method; url: string; headers: Record<string, string>; payload?: string | Buffer },
  note = '',
): Promise<Sent> {
  const logBefore = errorLog.length;
  let timer: NodeJS.Timeout | undefined;
  const response = await Promise.race([
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `no answer in ${REQUEST_TIMEOUT_MS} ms: ${request.method} ${request.url} ${describeBody(request.payload)}`,
            ),
          ),
        REQUEST_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  stats.requests += 1;
  byKind[kind] += 1;
  stats.routes.add(routeKey);
  const status = response.statusCode;
  if (status !== 401 && status !== 403) reached.add(routeKey);
  if (status >= 500) stats.s5xx += 1;
  else if (status >= 400) stats.s4xx += 1;
  else if (status >= 300) stats.s3xx += 1;
  else stats.s2xx += 1;
  const label = `${request.method} ${request.url.slice(0, 300)}${note ? ` [${note}]` : ''} body=${describeBody(request.payload)}`;
  if (status >= 500) {
    const logged = errorLog.slice(logBefore).join('').slice(0, 1500);
    failures.push(`${status} ${label}\n    answer: ${response.body.slice(0, 300)}\n    log: ${logged}`);
  }
  const type = String(response.headers['content-type'] ?? '');
  if (!/pdf|octet-stream|image\//.test(type)) {
    const leak = leakIn(response.body);
    if (leak) failures.push(`${status} leaks ${leak}: ${label}`);
  }
  return { method: request.method, url: request.url, body: describeBody(request.payload), status };
}

function multipart(
  parts: { name: string; value?: string; file?: { name: string; content: Buffer; type?: string } }[],
) {
  const boundary = `----fuzz${rnd.uuid().slice(0, 8)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const asText = (value: unknown) => (typeof value === 'string' ? value : toJson(value));

/** The body of a mutated value, in the route's own encoding. */
function encode(spec: Spec, value: unknown): { payload: string | Buffer; contentType: string } {
  if (spec.form === 'login') {
    const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : { value };
    const form = multipartForm(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)])));
    return { payload: form.payload, contentType: form.headers['content-type'] };
  }
  if (spec.form === 'upload') {
    const upload = value as Upload;
    return multipart([
      { name: 'params', value: asText(upload.params) },
      ...(upload.file ? [{ name: 'file', file: upload.file }] : []),
    ]);
  }
  return { payload: toJson(value), contentType: 'application/json' };
}

/** One changed field at a time: removed, null, then values of the wrong kind for what the field is. */
function fieldMutations(spec: Spec, base: unknown): { label: string; value: unknown; note: string }[] {
  const schemaFields: FieldInfo[] = spec.bodySchema ? fieldsOfSchema(spec.bodySchema) : [];
  const seen = new Set<string>();
  const fields: FieldInfo[] = [];
  for (const field of [...schemaFields, ...pathsOf(base).map((path) => ({ path, kind: 'other' as const }))]) {
    const key = pathLabel(field.path);
    if (seen.has(key)) continue;
    seen.add(key);
    let kind = field.kind;
    const current = field.path.reduce<unknown>(
      (node, k) => (node as Record<string | number, unknown>)?.[k],
      base,
    );
    const name = String(field.path.at(-1));
    if (kind === 'other' && typeof current === 'number') kind = 'number';
    if (kind === 'other' && typeof current === 'string') kind = 'string';
    if (/date|expr/.test(name) && kind !== 'number') kind = 'date';
    fields.push({ path: field.path, kind });
  }
  const out: { label: string; value: unknown; note: string }[] = [];
  for (const { path, kind } of fields) {
    const battery =
      kind === 'date'
        ? [...BAD_DATES]
        : kind === 'number'
          ? BAD_NUMBERS
          : kind === 'string'
            ? BAD_STRINGS
            : rnd.sample(WRONG_TYPES, 4);
    const values = [REMOVE, null, ...battery, ...rnd.sample(ALL_BAD_VALUES, 2)];
    for (const value of values) {
      const shown = value === REMOVE ? '(removed)' : describeBody(toJson(value)).slice(0, 80);
      out.push({
        label: pathLabel(path),
        value: withValueAt(base, path, value),
        note: `${pathLabel(path)} = ${shown}`,
      });
    }
  }
  // Keep a seeded sample when there are many: every field still gets two of its mutations.
  if (out.length <= FIELD_MUTATIONS_PER_ROUTE) return out;
  const byField = new Map<string, typeof out>();
  for (const item of out) byField.set(item.label, [...(byField.get(item.label) ?? []), item]);
  const kept = [...byField.values()].flatMap((items) => rnd.sample(items, 2));
  const rest = out.filter((item) => !kept.includes(item));
  return [...kept, ...rnd.sample(rest, Math.max(0, FIELD_MUTATIONS_PER_ROUTE - kept.length))];
}

function queryMutations(spec: Spec): Query[] {
  const base = spec.query ?? {};
  const keys = new Set(Object.keys(base));
  if (spec.querySchema) for (const field of fieldsOfSchema(spec.querySchema)) keys.add(String(field.path[0]));
  const out: Query[] = [
    {},
    { ...base, extra: 'x' },
    { ...base, '__proto__[polluted]': 'true' },
    { ...base, 'constructor[prototype][x]': '1' },
  ];
  out.push({ ...base, ['k'.repeat(5_000)]: 'v' });
  for (const key of keys) {
    const isDate = /date/.test(key);
    const values = rnd.sample(BAD_QUERY_VALUES, isDate ? DATE_QUERY_MUTATIONS : 4);
    const { [key]: _removed, ...without } = base;
    out.push(without);
    for (const value of values) out.push({ ...base, [key]: value });
    out.push({ ...base, [key]: [base[key] ?? 'a', base[key] ?? 'b'] });
    out.push({ ...without, [`${key}[]`]: base[key] ?? 'x' });
    out.push({ ...without, [`${key}[nested]`]: 'x' });
  }
  if (keys.has('start_date') && keys.has('end_date')) {
    out.push({ ...base, start_date: '2100-12-31', end_date: '1900-01-01' });
    out.push({ ...base, start_date: '1900-01-01', end_date: '2100-12-31' });
  }
  return out;
}

function fillUrl(url: string, params: Record<string, string>) {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? '');
}

function routeOrder(route: { method: string; url: string }) {
  // What ends records or sessions goes last, so earlier routes still find them.
  if (route.url === '/auth/logout') return 3;
  if (route.method === 'DELETE') return 2;
  if (/\/(approve|reject|withdraw|deactivate)$/.test(route.url)) return 1;
  return 0;
}

async function fuzzRoute(route: RegisteredRoute) {
  const key = `${route.method} ${route.url.replace(/(.)\/$/, '$1')}`;
  // The route's own schemas name every query parameter and body field, also where no spec was written.
  const spec: Spec = {
    querySchema: route.querystring as z.ZodType | undefined,
    bodySchema: route.body as z.ZodType | undefined,
    ...specs[key],
  };
  const method = route.method as Method;
  const caller = callerFor(route, spec);
  const headers = { ...callers[caller], ...spec.headers };
  const params = Object.fromEntries(
    [...route.url.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [
      name as string,
      spec.params?.[name as string] ?? paramValue(route.url, name as string),
    ]),
  );
  const baseQuery = spec.query ?? {};
  const url = (p = params, q: Query = baseQuery) => `${fillUrl(route.url, p)}${queryString(q)}`;
  const hasBody = method !== 'GET';
  const baseBody: unknown =
    spec.form === 'upload'
      ? ({
          params: spec.body,
          file: { name: 'policy.pdf', content: FILES.pdf, type: 'application/pdf' },
        } satisfies Upload)
      : (spec.body ?? {});
  const sendBody = (value: unknown, q: Query = baseQuery, p = params, note = '') => {
    const { payload, contentType } = encode(spec, value);
    return send(
      key,
      { method, url: url(p, q), headers: { ...headers, 'content-type': contentType }, payload },
      note,
    );
  };

  // Path ids that are not ids.
  kind = 'param';
  for (const name of Object.keys(params)) {
    for (const bad of rnd.sample(BAD_PARAMS, PARAM_MUTATIONS_PER_PARAM)) {
      const p = { ...params, [name]: bad };
      if (hasBody) await sendBody(baseBody, baseQuery, p, `:${name} = ${bad.slice(0, 40)}`);
      else await send(key, { method, url: url(p), headers });
    }
  }
  // Queries.
  kind = 'query';
  if (spec.query || spec.querySchema) {
    for (const q of queryMutations(spec)) {
      if (hasBody) await sendBody(baseBody, q, params, 'query');
      else await send(key, { method, url: url(params, q), headers });
    }
  }
  // Every number on and just past its schema's bounds, in the query and in the body (issue 28).
  kind = 'bounds';
  for (const field of spec.querySchema ? fieldsOfSchema(spec.querySchema) : []) {
    if (!field.bounds || field.path.length !== 1) continue;
    for (const value of boundaryValues(field.bounds)) {
      const q = { ...baseQuery, [String(field.path[0])]: String(value) };
      const note = `${String(field.path[0])} = ${value}`;
      if (hasBody) await sendBody(baseBody, q, params, note);
      else await send(key, { method, url: url(params, q), headers }, note);
    }
  }
  if (hasBody && spec.form !== 'login') {
    const upload = spec.form === 'upload' ? (baseBody as Upload) : null;
    const fieldsBase = upload ? upload.params : baseBody;
    const schema = upload ? DocumentParamsSchema : spec.bodySchema;
    for (const field of schema ? fieldsOfSchema(schema) : []) {
      if (!field.bounds) continue;
      for (const value of boundaryValues(field.bounds)) {
        const changed = withValueAt(fieldsBase, field.path, value);
        await sendBody(
          upload ? { ...upload, params: changed } : changed,
          baseQuery,
          params,
          `${pathLabel(field.path)} = ${value}`,
        );
      }
    }
  }
  if (!hasBody) return;
  // Whole bodies that are not the body.
  kind = 'body';
  // Multipart routes parse bodies their own way and get every one; the others take turns, so each kind of
  // malformed body still reaches many routes.
  const bodies = [...malformedBodies(spec.form ? {} : baseBody).entries()];
  const turn = bodies
    .slice(0, spec.form ? bodies.length : MALFORMED_BODIES_PER_ROUTE)
    .map((_, i) => bodies[(malformedTurn + i) % bodies.length] as (typeof bodies)[number]);
  if (!spec.form) malformedTurn += MALFORMED_BODIES_PER_ROUTE;
  for (const [index, { payload, contentType }] of turn) {
    await send(
      key,
      {
        method,
        url: url(),
        headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
        payload,
      },
      `malformed body #${index}, content-type ${contentType ?? '(none)'}`,
    );
  }
  if (method !== 'DELETE') await send(key, { method, url: url(), headers });
  kind = 'header';
  for (const [index, extra] of (spec.headerSets ?? []).entries()) {
    const { payload, contentType } = encode(spec, withValueAt(baseBody, ['reported_gross'], index));
    await send(key, {
      method,
      url: url(),
      headers: { ...headers, ...extra, 'content-type': contentType },
      payload,
    });
  }
  // One field at a time.
  kind = 'field';
  if (spec.form === 'upload') {
    const upload = baseBody as Upload;
    for (const { value, note } of fieldMutations(spec, upload.params))
      await sendBody({ ...upload, params: value }, baseQuery, params, `params.${note}`);
    const files = [
      null,
      { name: 'policy.exe', content: FILES.exe },
      { name: 'empty.pdf', content: Buffer.alloc(0), type: 'application/pdf' },
      { name: '../../../etc/passwd.pdf', content: FILES.pdf },
      { name: 'nul\u0000.pdf', content: FILES.pdf },
      { name: 'x'.repeat(2_000), content: FILES.pdf },
    ];
    for (const file of files)
      await sendBody({ ...upload, file }, baseQuery, params, `file ${file?.name.slice(0, 40)}`);
    await sendBody({ ...upload, params: 'not json' });
    return;
  }
  for (const { value, note } of fieldMutations(spec, baseBody))
    await sendBody(value, baseQuery, params, note);
}

// Every GET route: bad dates under each name a date query goes by. Routes that read none ignore them.
const DATE_KEY_SETS: Query[] = [
  { start_date: '0000-01-01', end_date: '9999-12-31' },
  { market_date: '2026-02-30', date: '0000-01-01' },
  { start_date: '2026-06-13', end_date: '-000001-01-01' },
  { start_date: 'x\u0000', end_date: '\ud800', market_date: '+275760-09-13' },
];

describe('fuzzed input', () => {
  it('recognises a stack trace, a source path and an error dump in an answer', () => {
    expect(leakIn('{"detail":"TypeError: x is undefined"}')).not.toBeNull();
    expect(leakIn('{"stack":"boom\\n    at handler (/work/main/apps/api/src/app.ts:10:5)"}')).not.toBeNull();
    expect(leakIn('{"detail":"see node_modules/drizzle-orm/index.js"}')).not.toBeNull();
    expect(leakIn('{"detail":"Start date must be before or equal to end date","status":400}')).toBeNull();
  });

  it('starts from valid requests, so each mutation tests the one thing it changes', () => {
    const invalid = Object.entries(specs).flatMap(([key, spec]) => {
      const checks: [string, z.ZodType | undefined, unknown][] = [
        ['body', spec.bodySchema, spec.body],
        ['query', spec.querySchema, spec.query],
      ];
      return checks.flatMap(([part, schema, value]) => {
        const parsed = schema && value !== undefined ? schema.safeParse(value) : null;
        return parsed && !parsed.success ? [`${key} ${part}: ${JSON.stringify(parsed.error.issues)}`] : [];
      });
    });
    expect(invalid).toEqual([]);
  });

  it('never answers 5xx or shows a stack trace, for any write route or date query', async () => {
    const registry = t.app.routeRegistry.filter((r) => r.url !== '/*' && !r.url.includes('test-clock'));
    const writes = registry.filter((r) => r.method !== 'GET');
    const datedReads = registry.filter(
      (r) =>
        r.method === 'GET' &&
        (r.url.includes(':date') ||
          r.querystring !== undefined ||
          specs[`GET ${r.url.replace(/(.)\/$/, '$1')}`]?.query),
    );
    const ordered = [...datedReads, ...writes].sort((a, b) => routeOrder(a) - routeOrder(b));
    // Plain reads first: some writes below end records these read.
    kind = 'date sweep';
    for (const route of registry.filter((r) => r.method === 'GET' && !datedReads.includes(r))) {
      const spec = specs[`GET ${route.url}`] ?? {};
      const params = Object.fromEntries(
        [...route.url.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [
          name as string,
          paramValue(route.url, name as string),
        ]),
      );
      const headers = callers[callerFor(route, spec)];
      for (const dates of DATE_KEY_SETS) {
        await send(`GET ${route.url}`, {
          method: 'GET',
          url: `${fillUrl(route.url, params)}${queryString({ ...spec.query, ...dates })}`,
          headers,
        });
      }
    }
    for (const route of ordered) await fuzzRoute(route);

    const covered = ordered.filter((r) => stats.routes.has(`${r.method} ${r.url.replace(/(.)\/$/, '$1')}`));
    const summary =
      `fuzz: ${stats.requests} requests, ${stats.routes.size} routes (${writes.length} write, ${datedReads.length} dated reads), ` +
      `${stats.s2xx} 2xx, ${stats.s3xx} 3xx, ${stats.s4xx} 4xx, ${stats.s5xx} 5xx, ${failures.length} failures; ` +
      `changed: ${Object.entries(byKind)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')} (seed ${SEED})`;
    console.info(summary);
    expect.soft(failures, `${summary}\n${failures.join('\n')}`).toEqual([]);
    expect.soft(stats.s5xx).toBe(0);
    expect.soft(stats.requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect.soft(covered.length).toBe(ordered.length);
    // Each route was called by someone it lets in (a refresh with a forged token is refused, as it must be).
    const unreached = ordered
      .map((r) => `${r.method} ${r.url.replace(/(.)\/$/, '$1')}`)
      .filter((key) => !reached.has(key) && key !== 'POST /auth/refresh');
    expect(unreached).toEqual([]);
  }, 600_000);
});
