import { eq } from 'drizzle-orm';
import { markets, marketVendors, salesReportLinks } from '../src/db/schema';
import { hashToken, newOpaqueToken } from '../src/lib/crypto/tokens';
import type { EntryTable, Fresh } from './valid-request-targets';
import { clockDay, shiftDay, type World } from './valid-request-worlds';

// Valid requests for the signed report links of vendors without an account (see valid-requests.ts).

const HOUR = 60 * 60 * 1000;
// Saturdays far enough back not to meet the sales report requests' own (valid-requests-sales-reports.ts).
let weeksBack = 40;
let restoreClockTo: Date | null = null;

// A Saturday (the fixture markets' day) no other request uses, with the app clock at 12:30 that day at the market
// (Los Angeles, closing at 13:00): inside the day's reporting window. `after` puts the clock back.
function reportingSaturday(w: World): string {
  weeksBack += 1;
  let day = shiftDay(clockDay(w.t), -7 * weeksBack);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = shiftDay(day, -1);
  restoreClockTo = w.t.clock.now();
  w.t.clock.set(new Date(`${day}T20:30:00Z`));
  return day;
}

async function restoreClock(w: World) {
  if (restoreClockTo) w.t.clock.set(restoreClockTo);
  restoreClockTo = null;
}

// A link for the world's vendor's day, as the manager's send would have made it; its token as mailed.
async function freshLink(w: World, day: string): Promise<Fresh> {
  const [place] = await w.t.db
    .select({ id: marketVendors.id, vendorId: marketVendors.vendorId, managerId: markets.managerId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(eq(marketVendors.id, w.own.marketVendor));
  if (!place) throw new Error('the market vendor of the world is missing');
  const token = newOpaqueToken();
  const now = w.t.clock.now();
  await w.t.db
    .insert(salesReportLinks)
    .values({
      managerId: place.managerId,
      marketId: w.own.market,
      marketVendorId: place.id,
      vendorId: place.vendorId,
      marketDate: day,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + 48 * HOUR),
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [salesReportLinks.marketVendorId, salesReportLinks.marketDate],
      set: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + 48 * HOUR), usedAt: null },
    });
  return { token, day };
}

export const REPORT_LINK_REQUESTS: EntryTable = {
  'POST /market-managers/markets/:id/sales-report-links': {
    prepare: (w) => Promise.resolve({ day: reportingSaturday(w) }),
    request: (w, fresh) => ({
      url: `/market-managers/markets/${w.own.market}/sales-report-links`,
      body: { market_date: fresh.day },
    }),
    after: restoreClock,
  },
  'GET /sales-report-links/:token': {
    prepare: (w) => freshLink(w, w.day),
    request: (_w, fresh) => ({ url: `/sales-report-links/${fresh.token}` }),
  },
  'POST /sales-report-links/:token': {
    prepare: (w) => freshLink(w, reportingSaturday(w)),
    request: (_w, fresh) => ({
      url: `/sales-report-links/${fresh.token}`,
      body: { reported_gross: 120, tokens: [] },
    }),
    after: restoreClock,
  },
};
