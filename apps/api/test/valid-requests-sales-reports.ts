import { salesReports } from '../src/db/schema';
import { reportingSaturday, restoreClock, worldVendorPlace } from './valid-request-report-days';
import type { EntryTable, Fresh } from './valid-request-targets';
import { clockDay, shiftDay, type World } from './valid-request-worlds';

// Valid requests for vendors' sales reports and their confirmation (see valid-requests.ts).

let reportsBack = 0;

// A report of the account's vendor with an account, on a day no checkout uses, as the vendor would have sent it.
async function freshReport(w: World): Promise<Fresh> {
  reportsBack += 1;
  const place = await worldVendorPlace(w);
  const [row] = await w.t.db
    .insert(salesReports)
    .values({
      managerId: place.managerId,
      marketId: w.own.market,
      marketVendorId: place.id,
      vendorId: place.vendorId,
      marketDate: shiftDay(clockDay(w.t), -800 - reportsBack),
      version: 1,
      reportedGrossCents: 12_000,
      tokens: [],
      marketFeeCents: 720,
      moneyOwedCents: 870,
      marketFeeCalculation: '6% of $120.00',
      channel: 'ACCOUNT',
      createdBy: null,
    })
    .returning({ id: salesReports.id });
  if (!row) throw new Error('sales report not inserted');
  return { report: row.id };
}

export const SALES_REPORT_REQUESTS: EntryTable = {
  'GET /vendors/self/sales-reports': (w) => ({
    url: '/vendors/self/sales-reports',
    query: { market_id: w.own.market, market_date: w.day },
  }),
  'POST /vendors/self/sales-reports': {
    prepare: (w) => Promise.resolve({ day: reportingSaturday(w) }),
    request: (w, fresh) => ({
      url: '/vendors/self/sales-reports',
      body: { market_id: w.own.market, market_date: fresh.day, reported_gross: 120, tokens: [] },
    }),
    after: restoreClock,
  },
  'POST /market-managers/sales-reports/:id/confirm': {
    prepare: freshReport,
    request: (_w, fresh) => ({ url: `/market-managers/sales-reports/${fresh.report}/confirm` }),
  },
};
