import type { Weekday } from '@marketday/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, VendorKey } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { vendorCalendarFeeds } from '../../db/schema';

// The vendor's calendar feed (docs/season.md "Calendars"): its secret, and the markets it lists.

/** The vendor's feed secret, made from `fresh` on the first call (a second caller racing finds the first's). */
export async function feedTokenOf({
  db,
  vendorId,
  fresh,
}: VendorKey & {
  fresh: string;
}): Promise<string> {
  await db.insert(vendorCalendarFeeds).values({ vendorId, token: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ token: vendorCalendarFeeds.token })
    .from(vendorCalendarFeeds)
    .where(eq(vendorCalendarFeeds.vendorId, vendorId));
  return row?.token ?? fresh;
}

/** Replaces the vendor's secret: the old URL finds nothing from now on. */
export async function replaceFeedToken({
  db,
  vendorId,
  fresh,
  at,
}: VendorKey & {
  fresh: string;
  at: Date;
}) {
  await db
    .insert(vendorCalendarFeeds)
    .values({ vendorId, token: fresh, createdAt: at })
    .onConflictDoUpdate({ target: vendorCalendarFeeds.vendorId, set: { token: fresh, createdAt: at } });
}

/** The vendor whose feed this secret opens, or null. */
export async function vendorOfFeedToken({ db, token }: { db: Database; token: string }) {
  const [row] = await db
    .select({ vendorId: vendorCalendarFeeds.vendorId })
    .from(vendorCalendarFeeds)
    .where(eq(vendorCalendarFeeds.token, token));
  return row?.vendorId ?? null;
}

export type FeedMarketRow = {
  id: string;
  market_vendor_id: string;
  name: string;
  day_of_week: Weekday;
  season_start: number;
  season_end: number;
  hours_start: string;
  hours_end: string;
  time_zone: string;
  street: string | null;
  street_2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
};

/** The markets the vendor sells at (market_vendors), by name. */
export async function vendorFeedMarkets({ db, vendorId }: { db: Database; vendorId: string }) {
  const result = await db.execute(sql`
    select m.id, mv.id as market_vendor_id, m.name, m.day_of_week::text as day_of_week, m.season_start, m.season_end,
           m.hours_start::text as hours_start, m.hours_end::text as hours_end, m.time_zone,
           m.street, m.street_2, m.address_city as city, m.state, m.postal_code
      from market_vendors mv
      join markets m on m.id = mv.market_id
     where mv.vendor_id = ${vendorId}
     order by lower(m.name), m.id`);
  return rowsOf<FeedMarketRow>(result);
}

/** The vendor's business name, the feed's name in calendar apps. */
export async function vendorName({ db, vendorId }: { db: Database; vendorId: string }) {
  const result = await db.execute(sql`select business_name from vendors where id = ${vendorId}`);
  return rowsOf<{ business_name: string }>(result)[0]?.business_name ?? null;
}
