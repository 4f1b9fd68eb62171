import { RULE_KEYS } from '@marketday/shared';
import { marketPayload } from './market-fixtures';
import { type EntryTable, freshApplication, freshKeptVendor, freshMarket } from './valid-request-targets';
import { freshName } from './valid-request-worlds';

// Valid requests for a manager's markets, vendors, tokens and applications (see valid-requests.ts).

const m = '/market-managers';

export const MARKET_REQUESTS: EntryTable = {
  [`GET ${m}/markets`]: () => ({ url: `${m}/markets` }),
  [`GET ${m}/markets/search`]: () => ({ url: `${m}/markets/search`, query: { search_term: 'Market' } }),
  [`POST ${m}/markets`]: () => ({
    url: `${m}/markets`,
    body: marketPayload({ name: freshName('New Market ') }),
  }),
  [`GET ${m}/markets/:id`]: (w) => ({ url: `${m}/markets/${w.own.market}` }),
  // A fresh market, so its tokens and name are the request's own to change.
  [`PUT ${m}/markets/:id`]: {
    prepare: freshMarket,
    request: (_w, fresh) => ({
      url: `${m}/markets/${fresh.market}`,
      body: marketPayload({ name: freshName('Renamed Market '), gov_fee: 2 }),
    }),
  },
  [`DELETE ${m}/markets/:id`]: {
    prepare: freshMarket,
    request: (_w, fresh) => ({ url: `${m}/markets/${fresh.market}` }),
  },
  [`PUT ${m}/markets/:id/rules`]: (w) => ({
    url: `${m}/markets/${w.own.market2}/rules`,
    body: Object.fromEntries(RULE_KEYS.map((key) => [key, `${key} text`])),
  }),
  // A fresh market, so the slug it takes is the request's own.
  [`PUT ${m}/markets/:id/public-page`]: {
    prepare: freshMarket,
    request: (_w, fresh) => ({
      url: `${m}/markets/${fresh.market}/public-page`,
      body: {
        public_slug: `page-${fresh.market}`,
        public_page_enabled: true,
        public_rules: 'Dogs on a leash.',
      },
    }),
  },
  [`GET ${m}/markets/:id/vendors/notify`]: (w) => ({ url: `${m}/markets/${w.own.market}/vendors/notify` }),
  [`POST ${m}/markets/:id/vendors/notify`]: (w) => ({
    url: `${m}/markets/${w.own.market}/vendors/notify`,
    body: { title: 'Rain', message: 'Bring tents' },
  }),

  [`GET ${m}/vendors`]: () => ({ url: `${m}/vendors` }),
  [`GET ${m}/vendors/`]: () => ({ url: `${m}/vendors/` }),
  [`POST ${m}/vendors`]: (w) => ({
    url: `${m}/vendors`,
    body: {
      business_name: freshName('Kept Farm '),
      type: 'NON_PRODUCER',
      phone: '530-555-0101',
      receipt_email: 'kept@example.com',
      phone_public: true,
      email_notifications: false,
      market_ids: [w.own.market],
    },
  }),
  [`GET ${m}/vendors/:id`]: (w) => ({ url: `${m}/vendors/${w.own.vendor}` }),
  [`PUT ${m}/vendors/:id`]: (w) => ({
    url: `${m}/vendors/${w.own.vendor}`,
    body: { business_name: 'Kept Farm', type: 'PRODUCER', receipt_email: 'kept@example.com' },
  }),
  [`DELETE ${m}/vendors/:id`]: {
    prepare: freshKeptVendor,
    request: (_w, fresh) => ({ url: `${m}/vendors/${fresh.vendor}` }),
  },
  [`GET ${m}/vendors/:id/markets`]: (w) => ({ url: `${m}/vendors/${w.own.vendor}/markets` }),
  [`POST ${m}/vendors/:id/markets`]: {
    prepare: freshKeptVendor,
    request: (w, fresh) => ({
      url: `${m}/vendors/${fresh.vendor}/markets`,
      body: { market_ids: [w.own.market2] },
    }),
  },
  // The catalogue of the vendor with an account who sells at the manager's market.
  [`GET ${m}/vendors/:id/products`]: (w) => ({ url: `${m}/vendors/${w.seller}/products` }),
  [`GET ${m}/markets/:id/vendors`]: (w) => ({ url: `${m}/markets/${w.own.market}/vendors` }),
  [`DELETE ${m}/markets/:id/vendors/:vendorId`]: {
    prepare: freshKeptVendor,
    request: (w, fresh) => ({ url: `${m}/markets/${w.own.market}/vendors/${fresh.vendor}` }),
  },
  [`GET ${m}/markets/:id/vendors/summary`]: (w) => ({ url: `${m}/markets/${w.own.market}/vendors/summary` }),

  [`DELETE ${m}/markets/:id/tokens/:tokenId`]: {
    prepare: freshMarket,
    request: (_w, fresh) => ({ url: `${m}/markets/${fresh.market}/tokens/${fresh.token}` }),
  },
  [`GET ${m}/markets/:id/tokens/:tokenId/ledger`]: (w) => ({
    url: `${m}/markets/${w.own.market}/tokens/${w.own.token}/ledger`,
  }),
  [`POST ${m}/markets/:id/tokens/:tokenId/ledger`]: (w) => ({
    url: `${m}/markets/${w.own.market}/tokens/${w.own.token}/ledger`,
    body: { type: 'DEPOSIT', quantity: 25, market_date: w.day, note: 'From the bank' },
  }),
  [`GET ${m}/markets/:id/tokens/reconciliation`]: (w) => ({
    url: `${m}/markets/${w.own.market}/tokens/reconciliation`,
    query: w.range,
  }),

  [`GET ${m}/applications`]: (w) => ({ url: `${m}/applications`, query: { market_id: w.own.market2 } }),
  [`POST ${m}/applications/:id/approve`]: {
    prepare: freshApplication,
    request: (_w, fresh) => ({ url: `${m}/applications/${fresh.application}/approve` }),
  },
  [`POST ${m}/applications/:id/reject`]: {
    prepare: freshApplication,
    request: (_w, fresh) => ({
      url: `${m}/applications/${fresh.application}/reject`,
      body: { reason: 'Full this season' },
    }),
  },
};
