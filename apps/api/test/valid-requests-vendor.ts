import { comingSaturday, forgetDateChange } from './date-request-fixtures';
import {
  type EntryTable,
  freshApplication,
  freshAssociation,
  freshMarket,
  freshMembership,
  freshProduct,
} from './valid-request-targets';
import { freshName } from './valid-request-worlds';

// Valid requests for a vendor's own side and the admin's associations (see valid-requests.ts).

const s = '/vendors/self';
const a = '/admin/associations';
// A vendor's product as its form sends it (also the fuzz test's valid body).
export const PRODUCT_INPUT = {
  name: 'Purple carrots',
  category: 'produce',
  tags: ['organic'],
  attributes: { Variety: 'Cosmic' },
  seasonality: [5, 6, 7],
  description: 'Sweet',
};

export const VENDOR_REQUESTS: EntryTable = {
  [`GET ${s}`]: () => ({ url: s }),
  [`PUT ${s}`]: () => ({
    url: s,
    body: {
      business_name: 'Own Farm',
      type: 'PRODUCER',
      phone: '530-555-0101',
      receipt_email: 'farm@example.com',
      producer_names: 'Jane Doe, Sam',
      settings: { phone_public: true, email_notifications: false },
    },
  }),
  [`GET ${s}/markets`]: () => ({ url: `${s}/markets` }),
  [`GET ${s}/markets/browse`]: () => ({ url: `${s}/markets/browse`, query: { search: 'Market' } }),
  [`GET ${s}/transactions`]: (w) => ({
    url: `${s}/transactions`,
    query: { market_id: w.own.market, ...w.range },
  }),
  [`GET ${s}/transactions/csv`]: (w) => ({
    url: `${s}/transactions/csv`,
    query: { market_id: w.own.market, ...w.range },
  }),
  [`GET ${s}/transactions/receipt`]: (w) => ({
    url: `${s}/transactions/receipt`,
    query: { transaction_id: w.own.transaction },
  }),
  [`GET ${s}/products`]: () => ({ url: `${s}/products`, query: { category: 'produce' } }),
  [`POST ${s}/products`]: () => ({
    url: `${s}/products`,
    body: { ...PRODUCT_INPUT, name: freshName('Carrots ') },
  }),
  [`GET ${s}/products/:id`]: (w) => ({ url: `${s}/products/${w.own.product}` }),
  [`PUT ${s}/products/:id`]: (w) => ({ url: `${s}/products/${w.own.product}`, body: PRODUCT_INPUT }),
  [`DELETE ${s}/products/:id`]: {
    prepare: freshProduct,
    request: (_w, fresh) => ({ url: `${s}/products/${fresh.product}` }),
  },
  [`GET ${s}/applications`]: () => ({ url: `${s}/applications` }),
  [`GET ${s}/calendar`]: () => ({ url: `${s}/calendar` }),
  [`POST ${s}/calendar/reset`]: () => ({ url: `${s}/calendar/reset` }),
  [`GET ${s}/booths`]: () => ({ url: `${s}/booths` }),
  [`GET ${s}/markets/:market_id/dates`]: (w) => ({ url: `${s}/markets/${w.own.market}/dates` }),
  // A drop of a coming Saturday, the vendor put back on it first.
  [`PUT ${s}/markets/:market_id/dates/:date`]: {
    prepare: async (w) => {
      const date = comingSaturday(w.t);
      await forgetDateChange(w.t, w.own.marketVendor, date);
      return { date };
    },
    request: (w, fresh) => ({
      url: `${s}/markets/${w.own.market}/dates/${fresh.date}`,
      body: { action: 'DROP' },
    }),
  },
  // To a fresh market of the manager of the vendor's market, with the vendor's own product and document.
  [`POST ${s}/applications`]: {
    prepare: freshMarket,
    request: (w, fresh) => ({
      url: `${s}/applications`,
      body: {
        market_id: fresh.market,
        message: 'May we join?',
        product_ids: [w.own.product],
        document_ids: [w.own.document],
      },
    }),
  },
  [`POST ${s}/applications/:id/withdraw`]: {
    prepare: freshApplication,
    request: (_w, fresh) => ({ url: `${s}/applications/${fresh.application}/withdraw` }),
  },
  [`GET ${s}/associations`]: () => ({ url: `${s}/associations` }),
  [`POST ${s}/associations/join`]: {
    prepare: freshAssociation,
    request: (_w, fresh) => ({ url: `${s}/associations/join`, body: { access_code: fresh.code } }),
  },
  [`DELETE ${s}/associations/:id`]: {
    prepare: freshMembership,
    request: (_w, fresh) => ({ url: `${s}/associations/${fresh.association}` }),
  },

  [`GET ${a}`]: () => ({ url: a }),
  [`POST ${a}`]: () => ({ url: a, body: { name: freshName('New Growers '), max_vendors: 20, active: true } }),
  [`GET ${a}/:id`]: (w) => ({ url: `${a}/${w.own.association}` }),
  [`PUT ${a}/:id`]: (w) => ({
    url: `${a}/${w.own.association}`,
    body: { name: freshName('Renamed Growers '), max_vendors: 30, active: true },
  }),
  [`POST ${a}/:id/activate`]: (w) => ({ url: `${a}/${w.own.association}/activate` }),
  [`POST ${a}/:id/deactivate`]: {
    prepare: freshAssociation,
    request: (_w, fresh) => ({ url: `${a}/${fresh.association}/deactivate` }),
  },
  [`POST ${a}/:id/access-code`]: (w) => ({ url: `${a}/${w.own.association}/access-code` }),
  // A member of a fresh association: the vendor of the FULL account joins it first.
  [`DELETE ${a}/:id/vendors/:vendorId`]: {
    prepare: freshMembership,
    request: (w, fresh) => ({ url: `${a}/${fresh.association}/vendors/${w.vendor.vendor.id}` }),
  },
};
