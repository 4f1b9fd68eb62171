import { eq } from 'drizzle-orm';
import { markets, marketVendors } from '../src/db/schema';
import { clockDay, shiftDay, type World } from './valid-request-worlds';

// What the valid requests of vendors' sales reports and their links share (valid-requests-sales-reports.ts,
// valid-requests-report-links.ts): a market day inside its reporting window, and the world vendor's place.

let weeksBack = 0;
let restoreClockTo: Date | null = null;

/**
 * A Saturday (the fixture markets' day) no other request reports, with the app clock at 12:30 that day at the
 * market (Los Angeles, closing at 13:00): inside the day's reporting window. `restoreClock` puts the clock back.
 */
export function reportingSaturday(w: World): string {
  weeksBack += 1;
  let day = shiftDay(clockDay(w.t), -7 * weeksBack);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = shiftDay(day, -1);
  restoreClockTo = w.t.clock.now();
  w.t.clock.set(new Date(`${day}T20:30:00Z`));
  return day;
}

export async function restoreClock(w: World) {
  if (restoreClockTo) w.t.clock.set(restoreClockTo);
  restoreClockTo = null;
}

/** The world's vendor with an account at its first market: their place, vendor and the market's manager. */
export async function worldVendorPlace(w: World) {
  const [place] = await w.t.db
    .select({ id: marketVendors.id, vendorId: marketVendors.vendorId, managerId: markets.managerId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(eq(marketVendors.id, w.own.marketVendor));
  if (!place) throw new Error('the market vendor of the world is missing');
  return place;
}
