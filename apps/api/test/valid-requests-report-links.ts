import { salesReportLinks } from '../src/db/schema';
import { hashToken, newOpaqueToken } from '../src/lib/crypto/tokens';
import { reportingSaturday, restoreClock, worldVendorPlace } from './valid-request-report-days';
import type { EntryTable, Fresh } from './valid-request-targets';
import type { World } from './valid-request-worlds';

// Valid requests for the signed report links of vendors without an account (see valid-requests.ts).

const HOUR = 60 * 60 * 1000;
// A link for the world's vendor's day, as the manager's send would have made it; its token as mailed.
async function freshLink(w: World, day: string): Promise<Fresh> {
  const place = await worldVendorPlace(w);
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
