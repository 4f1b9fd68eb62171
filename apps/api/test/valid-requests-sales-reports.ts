import { eq } from 'drizzle-orm';
import { markets, marketVendors, salesReports } from '../src/db/schema';
import type { EntryTable, Fresh } from './valid-request-targets';
import { clockDay, shiftDay, type World } from './valid-request-worlds';

// Valid requests for vendors' sales reports and their confirmation (see valid-requests.ts).

let weeksBack = 0;
let restoreClockTo: Date | null = null;

// A Saturday (the fixture markets' day) no other request reports, with the app clock at 12:30 that day at the
// market (Los Angeles, closing at 13:00): inside the day's reporting window. `after` puts the clock back.
function reportingSaturday(w: World): Promise<Fresh> {
  weeksBack += 1;
  let day = shiftDay(clockDay(w.t), -7 * weeksBack);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = shiftDay(day, -1);
  restoreClockTo = w.t.clock.now();
  w.t.clock.set(new Date(`${day}T20:30:00Z`));
  return Promise.resolve({ day });
}

async function restoreClock(w: World) {
  if (restoreClockTo) w.t.clock.set(restoreClockTo);
  restoreClockTo = null;
}

// A report of the account's vendor with an account, on a day no checkout uses, as the vendor would have sent it.
async function freshReport(w: World): Promise<Fresh> {
  weeksBack += 1;
  const [place] = await w.t.db
    .select({ id: marketVendors.id, vendorId: marketVendors.vendorId, managerId: markets.managerId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(eq(marketVendors.id, w.own.marketVendor));
  if (!place) throw new Error('the market vendor of the world is missing');
  const [row] = await w.t.db
    .insert(salesReports)
    .values({
      managerId: place.managerId,
      marketId: w.own.market,
      marketVendorId: place.id,
      vendorId: place.vendorId,
      marketDate: shiftDay(clockDay(w.t), -800 - weeksBack),
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
    prepare: reportingSaturday,
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
