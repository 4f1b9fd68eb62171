import { quarterOf } from '@marketday/shared';
import { type EntryTable, freshCheckout, freshDayReport } from './valid-request-targets';
import { freshDay, freshName, restoreAccess, type World } from './valid-request-worlds';

// Valid requests for checkouts, transactions, receipts, day reports, reports, the account and billing
// (see valid-requests.ts).

const m = '/market-managers';

// Books the vendor with an account at the caller's first market; `day` decides whether it is a new checkout.
const checkoutBody = (w: World, day: string) => ({
  market_vendor_id: w.own.marketVendor,
  market_date: day,
  reported_gross: 250.5,
  tokens: [{ token_id: w.own.token, count: 3 }],
  custom_fields: { state: 'CA', weather: 'Sunny' },
  receipt_email: 'buyer@example.com',
});
const dayReportBody = (w: World, day: string) => ({
  market: w.own.market,
  date: day,
  name: 'Saturday',
  additional_income: 5,
  expenses: 12.5,
  tokens_distributed: [{ token_id: w.own.token, count: 4 }],
  notes: 'Windy',
  custom_fields: { state: 'CA' },
});
// The existing checkout of the market day, overwritten with new figures.
const overwrite = (url: string) => (w: World) => ({
  url,
  query: { market_vendor_id: w.own.marketVendor, market_date: w.day },
  body: checkoutBody(w, w.day),
});
// A plan none of the callers has, so choosing it is always a change.
const OTHER_PLAN = 'year_round_md';

export const MONEY_REQUESTS: EntryTable = {
  [`GET ${m}/checkouts`]: (w) => ({
    url: `${m}/checkouts`,
    query: { market_id: w.own.market, market_date: w.day },
  }),
  [`GET ${m}/checkouts/`]: (w) => ({
    url: `${m}/checkouts/`,
    query: { market_id: w.own.market, market_date: w.day },
  }),
  [`POST ${m}/transactions/:marketId`]: (w) => ({
    url: `${m}/transactions/${w.own.market}`,
    body: checkoutBody(w, freshDay(w.t)),
    headers: { 'idempotency-key': freshName('valid-checkout-') },
  }),
  [`PUT ${m}/transactions`]: overwrite(`${m}/transactions`),
  [`PUT ${m}/transactions/`]: overwrite(`${m}/transactions/`),
  [`DELETE ${m}/transactions/:id`]: {
    prepare: freshCheckout,
    request: (_w, fresh) => ({ url: `${m}/transactions/${fresh.transaction}` }),
  },

  [`GET ${m}/transactions`]: (w) => ({
    url: `${m}/transactions`,
    query: { market_id: w.own.market, ...w.range, vendor_type: 'PRODUCER', sort_direction: 'ASC' },
  }),
  [`GET ${m}/transactions/csv`]: (w) => ({
    url: `${m}/transactions/csv`,
    query: { market_id: w.own.market, ...w.range, search: 'a', sort_by: 'money_owed' },
  }),
  [`GET ${m}/transactions/options`]: () => ({ url: `${m}/transactions/options` }),
  [`GET ${m}/transactions/receipt`]: (w) => ({
    url: `${m}/transactions/receipt`,
    query: { transaction_id: w.own.transaction },
  }),
  [`GET ${m}/transactions/receipt/test`]: () => ({
    url: `${m}/transactions/receipt/test`,
    query: { print_scale: 'Custom', width: 80, height: 200, font_size: 10 },
  }),
  // To the vendor's own receipt address (another address must be the vendor's).
  'POST /email/transactions': (w) => ({
    url: '/email/transactions',
    body: { transaction_id: w.own.transaction },
  }),
  'POST /email/contact': (w) => ({
    url: '/email/contact',
    body: { vendor_id: w.own.vendor, subject: 'Stall', message: 'Your stall is B4' },
  }),

  [`GET ${m}/markets/:id/day-reports`]: (w) => ({ url: `${m}/markets/${w.own.market}/day-reports` }),
  [`GET ${m}/markets/:id/day-reports/:date/calculated`]: (w) => ({
    url: `${m}/markets/${w.own.market}/day-reports/${w.day}/calculated`,
  }),
  [`POST ${m}/markets/:id/day-reports`]: (w) => ({
    url: `${m}/markets/${w.own.market}/day-reports`,
    body: dayReportBody(w, freshDay(w.t)),
  }),
  [`PUT ${m}/markets/:id/day-reports/:reportId`]: (w) => ({
    url: `${m}/markets/${w.own.market}/day-reports/${w.own.dayReport}`,
    body: dayReportBody(w, w.day),
  }),
  [`DELETE ${m}/markets/:id/day-reports/:reportId`]: {
    prepare: freshDayReport,
    request: (w, fresh) => ({ url: `${m}/markets/${w.own.market}/day-reports/${fresh.report}` }),
  },
  [`GET ${m}/transactions/:id/history`]: (w) => ({ url: `${m}/transactions/${w.own.transaction}/history` }),
  [`GET ${m}/markets/:id/day-reports/:reportId/history`]: (w) => ({
    url: `${m}/markets/${w.own.market}/day-reports/${w.own.dayReport}/history`,
  }),

  [`GET ${m}/reports`]: (w) => ({ url: `${m}/reports`, query: { market_id: w.own.market, ...w.range } }),
  [`GET ${m}/reports/export.pdf`]: (w) => ({
    url: `${m}/reports/export.pdf`,
    query: { market_id: w.own.market, ...w.range, view_mode: 'total' },
  }),
  [`GET ${m}/reports/programs`]: (w) => ({
    url: `${m}/reports/programs`,
    query: { market_id: w.own.market, ...w.range },
  }),
  [`GET ${m}/reports/programs.csv`]: (w) => ({
    url: `${m}/reports/programs.csv`,
    query: { market_id: w.own.market, ...w.range },
  }),
  [`GET ${m}/reports/programs.pdf`]: (w) => ({
    url: `${m}/reports/programs.pdf`,
    query: { market_id: w.own.market, ...w.range },
  }),
  [`POST ${m}/markets/:id/CDFA-Report`]: (w) => ({
    url: `${m}/markets/${w.own.market}/CDFA-Report`,
    body: { marketId: w.own.market, ...quarterOf(new Date(`${w.day}T12:00:00`)) },
  }),

  [`GET ${m}/account`]: () => ({ url: `${m}/account` }),
  [`PUT ${m}/account`]: (w) => ({
    url: `${m}/account`,
    body: {
      firstname: 'Valid',
      lastname: 'Manager',
      phone: '530-555-0199',
      email: w.user.email,
      seasonality: 'YEAR_ROUND',
      settings: {
        print_scale: 'Custom',
        print_settings: { width: 80, height: 200, font_size: 10 },
        display_token_images_next_to_fields: true,
      },
    },
  }),
  [`GET ${m}/account/subscription`]: () => ({ url: `${m}/account/subscription` }),
  // Cancelling ends the plan at the period's end; afterwards the caller's plan is put back.
  [`GET ${m}/account/subscription/cancel`]: {
    request: () => ({ url: `${m}/account/subscription/cancel` }),
    after: restoreAccess,
    refusedFor: {
      'manager-ACCOUNT_ONLY': {
        status: 409,
        why: 'a lapsed manager has no running plan to cancel (ACCOUNT_ONLY means none is running)',
      },
    },
  },
  [`GET ${m}/account/portal`]: () => ({ url: `${m}/account/portal`, query: { payment_only: 'false' } }),
  [`GET ${m}/account/invoices`]: () => ({ url: `${m}/account/invoices` }),
  'GET /users/subscription_proration_preview': () => ({
    url: '/users/subscription_proration_preview',
    query: { plan: OTHER_PLAN },
  }),
  'POST /users/create_stripe_subscription': {
    request: () => ({ url: '/users/create_stripe_subscription', body: { plan: OTHER_PLAN, start_ts: null } }),
    after: restoreAccess,
  },
};
