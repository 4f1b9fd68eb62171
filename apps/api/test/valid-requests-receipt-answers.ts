import { receiptAcknowledgements } from '../src/db/schema';
import { type EntryTable, type Fresh, freshCheckout } from './valid-request-targets';
import type { World } from './valid-request-worlds';

// Valid requests for receipts the vendor agrees to or disputes (see valid-requests.ts).

const m = '/market-managers/receipt-disputes';

let versions = 100;

// The account's checkout disputed by its vendor, under a version of its own (an off-season plan cannot book a
// fresh checkout): an open dispute to resolve.
async function freshDispute(w: World): Promise<Fresh> {
  versions += 1;
  const [row] = await w.t.db
    .insert(receiptAcknowledgements)
    .values({
      transactionId: w.own.transaction,
      transactionVersion: versions,
      agree: false,
      note: 'Wrong gross',
    })
    .returning({ id: receiptAcknowledgements.id });
  if (!row) throw new Error('dispute not inserted');
  return { dispute: row.id };
}

export const RECEIPT_ANSWER_REQUESTS: EntryTable = {
  [`GET ${m}`]: (w) => ({ url: m, query: { market_id: w.own.market } }),
  [`POST ${m}/:id/resolve`]: {
    prepare: freshDispute,
    request: (_w, fresh) => ({ url: `${m}/${fresh.dispute}/resolve` }),
  },
  // A checkout of the vendor's not yet answered: each request answers its own.
  'POST /vendors/self/receipts/:transaction_id/acknowledge': {
    prepare: freshCheckout,
    request: (_w, fresh) => ({
      url: `/vendors/self/receipts/${fresh.transaction}/acknowledge`,
      body: { agree: false, note: 'The gross was $412.50' },
    }),
  },
};
