import { and, eq } from 'drizzle-orm';
import { dateRequests, vendorScheduleDates } from '../src/db/schema';
import type { TestApp } from './build-test-app';

// Dates and requests for the season's request routes (docs/season.md "Requests and the waitlist").

let weeksOn = 0;
const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A Saturday (the fixture markets' day) at least four days after the app clock: before any drop deadline. */
export function comingSaturday(t: TestApp, weeks = 0) {
  let day = shiftDay(t.clock.now().toISOString().slice(0, 10), 4);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = shiftDay(day, 1);
  return shiftDay(day, weeks * 7);
}

/** A new PENDING request of the market vendor, each on a Saturday of its own so none is already open. */
export async function freshDateRequest(
  t: TestApp,
  { marketId, marketVendorId, vendorId }: { marketId: string; marketVendorId: string; vendorId: string },
) {
  weeksOn += 1;
  const [row] = await t.db
    .insert(dateRequests)
    .values({ marketId, marketVendorId, vendorId, date: comingSaturday(t, weeksOn) })
    .returning({ id: dateRequests.id });
  if (!row) throw new Error('date request not inserted');
  return row.id;
}

/** The vendor back on their pattern for the date: what a drop changed is forgotten. */
export async function forgetDateChange(t: TestApp, marketVendorId: string, date: string) {
  await t.db
    .delete(vendorScheduleDates)
    .where(and(eq(vendorScheduleDates.marketVendorId, marketVendorId), eq(vendorScheduleDates.date, date)));
}
