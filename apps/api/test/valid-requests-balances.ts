import { settleBackgroundTasks } from '../src/modules/auth/background-tasks';
import type { EntryTable, Fresh } from './valid-request-targets';
import type { World } from './valid-request-worlds';

// Valid requests for vendor balances, payments and statements (see valid-requests.ts).

const m = '/market-managers';

const payment = (w: World) => ({
  vendor_id: w.seller,
  paid_on: w.day,
  direction: 'TO_VENDOR',
  amount: 12.5,
  method: 'CHECK',
  check_number: '1042',
  note: 'SNAP reimbursement',
});

// A payment of the caller's manager to reverse: each payment is reversed once.
async function freshPayment(w: World): Promise<Fresh> {
  const response = await w.manager.api('POST', `${m}/markets/${w.own.market}/payments`, payment(w));
  if (response.statusCode !== 201)
    throw new Error(`prepare payment: ${response.statusCode} ${response.body}`);
  return { payment: response.json().data.id };
}

// A batch of statements of the caller's manager, sent to the vendor with an account, its mail gone out.
async function freshStatementSend(w: World): Promise<Fresh> {
  await settleBackgroundTasks(w.t.app.ctx);
  const response = await w.manager.api('POST', `${m}/markets/${w.own.market}/statements/send`, {
    ...w.range,
    vendor_ids: [w.seller],
  });
  if (response.statusCode !== 202)
    throw new Error(`prepare statement send: ${response.statusCode} ${response.body}`);
  await settleBackgroundTasks(w.t.app.ctx);
  return { send: response.json().data.id };
}

export const BALANCE_REQUESTS: EntryTable = {
  [`GET ${m}/markets/:id/balances`]: (w) => ({
    url: `${m}/markets/${w.own.market}/balances`,
    query: { filter: 'owed', search: 'a' },
  }),
  [`GET ${m}/markets/:id/balances/csv`]: (w) => ({
    url: `${m}/markets/${w.own.market}/balances/csv`,
    query: { filter: 'all' },
  }),
  [`GET ${m}/markets/:id/vendors/:vendorId/account`]: (w) => ({
    url: `${m}/markets/${w.own.market}/vendors/${w.seller}/account`,
    query: w.range,
  }),
  [`POST ${m}/markets/:id/payments`]: (w) => ({
    url: `${m}/markets/${w.own.market}/payments`,
    body: payment(w),
  }),
  [`POST ${m}/payments/:id/reverse`]: {
    prepare: freshPayment,
    request: (_w, fresh) => ({ url: `${m}/payments/${fresh.payment}/reverse`, body: { note: 'Lost check' } }),
  },
  'GET /vendors/self/balances': () => ({ url: '/vendors/self/balances' }),
  // Card payments need Stripe, which this app is built without (card-payments.routes.test.ts pays with it).
  'POST /vendors/self/markets/:market_id/card-payment': {
    request: (w) => ({ url: `/vendors/self/markets/${w.own.market}/card-payment` }),
    refusedFor: { vendor: { status: 409, why: 'card payments are off without Stripe configured' } },
  },
  'POST /webhooks/stripe': {
    request: () => ({
      url: '/webhooks/stripe',
      body: { id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } },
      headers: { 'stripe-signature': 't=1,v1=0' },
    }),
    refusedFor: { anonymous: { status: 404, why: 'the webhook is off without Stripe configured' } },
  },
  [`GET ${m}/markets/:id/vendors/:vendorId/statement.pdf`]: (w) => ({
    url: `${m}/markets/${w.own.market}/vendors/${w.seller}/statement.pdf`,
    query: w.range,
  }),
  // An earlier batch's statement to the same vendor has gone out first (a vendor waits for one at a time).
  [`POST ${m}/markets/:id/statements/send`]: {
    prepare: async (w) => {
      await settleBackgroundTasks(w.t.app.ctx);
      return {};
    },
    request: (w) => ({
      url: `${m}/markets/${w.own.market}/statements/send`,
      body: { ...w.range, vendor_ids: [w.seller] },
    }),
  },
  [`GET ${m}/statement-sends/:id`]: {
    prepare: freshStatementSend,
    request: (_w, fresh) => ({ url: `${m}/statement-sends/${fresh.send}` }),
  },
};
