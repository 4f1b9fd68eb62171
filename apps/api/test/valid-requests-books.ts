import { DEFAULT_ACCOUNTS } from '@marketday/shared';
import type { EntryTable, Fresh } from './valid-request-targets';
import { freshDay, freshName, type World } from './valid-request-worlds';

// Valid requests for the token float, the funders' reports and the books (issue 34; see valid-requests.ts).

const m = '/market-managers';

// An info booth's issue of the caller's first market's token, on a past day of its own (an entry may not be dated
// after today at the market). Not w.day: a day with a float entry takes its tokens distributed from the float, and
// the day report of w.day is saved with its own (PUT …/day-reports/:reportId would be refused).
const floatEntry = (w: World) => ({
  token_id: w.own.token,
  date: freshDay(w.t),
  kind: 'ISSUE',
  method: 'EBT',
  count: 5,
  amount: 25,
  shoppers: 2,
  note: 'Morning rush',
});

// An entry of the caller's manager to remove: each entry is removed once.
async function freshFloatEntry(w: World): Promise<Fresh> {
  const response = await w.manager.api('POST', `${m}/markets/${w.own.market}/token-float/entries`, {
    ...floatEntry(w),
    note: 'Entered twice',
  });
  if (response.statusCode !== 201)
    throw new Error(`prepare token float entry: ${response.statusCode} ${response.body}`);
  return { entry: response.json().data.id };
}

export const BOOKS_REQUESTS: EntryTable = {
  [`GET ${m}/markets/:id/token-float`]: (w) => ({
    url: `${m}/markets/${w.own.market}/token-float`,
    query: { as_of: w.day },
  }),
  [`GET ${m}/markets/:id/token-float/days/:date`]: (w) => ({
    url: `${m}/markets/${w.own.market}/token-float/days/${w.day}`,
  }),
  [`POST ${m}/markets/:id/token-float/entries`]: (w) => ({
    url: `${m}/markets/${w.own.market}/token-float/entries`,
    body: floatEntry(w),
    headers: { 'idempotency-key': freshName('valid-float-entry-') },
  }),
  [`DELETE ${m}/markets/:id/token-float/entries/:entryId`]: {
    prepare: freshFloatEntry,
    request: (w, fresh) => ({ url: `${m}/markets/${w.own.market}/token-float/entries/${fresh.entry}` }),
  },
  [`PUT ${m}/markets/:id/token-float/batches/:date`]: (w) => ({
    url: `${m}/markets/${w.own.market}/token-float/batches/${w.day}`,
    body: { ebt: 100, card: null },
  }),

  // One route answers every format as CSV or PDF: the off-season manager reads a PDF, the others a CSV.
  [`GET ${m}/reports/funders/:format`]: (w) => ({
    url: `${m}/reports/funders/${w.caller === 'manager-OFF_SEASON' ? 'fmpp.pdf' : 'fm-tracks'}`,
    query: { market_id: w.own.market, ...w.range },
  }),

  // QuickBooks Online for the off-season manager, Xero for the others.
  [`GET ${m}/reports/accounting/:system`]: (w) => ({
    url: `${m}/reports/accounting/${w.caller === 'manager-OFF_SEASON' ? 'quickbooks' : 'xero'}`,
    query: { market_id: w.own.market, ...w.range },
  }),
  [`GET ${m}/markets/:id/accounting`]: (w) => ({ url: `${m}/markets/${w.own.market}/accounting` }),
  [`PUT ${m}/markets/:id/accounting`]: (w) => ({
    url: `${m}/markets/${w.own.market}/accounting`,
    body: DEFAULT_ACCOUNTS,
  }),
};
