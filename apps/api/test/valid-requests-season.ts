import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { boothMaps } from '../src/db/schema';
import { freshDateRequest } from './date-request-fixtures';
import type { EntryTable } from './valid-request-targets';
import { shiftDay } from './valid-request-worlds';

// Valid requests for the season (docs/season.md): market dates and attendance (see valid-requests.ts).

const m = '/market-managers';
const BOOTH = { id: 'A1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 } as const;

// The booth map's stored version (0: none saved), the one a save must name.
async function boothMapVersion(db: Database, marketId: string) {
  const [map] = await db
    .select({ version: boothMaps.version })
    .from(boothMaps)
    .where(eq(boothMaps.marketId, marketId));
  return map?.version ?? 0;
}

export const SEASON_REQUESTS: EntryTable = {
  [`GET ${m}/markets/:id/dates`]: (w) => ({ url: `${m}/markets/${w.own.market}/dates`, query: w.range }),
  // The second market (Sundays), two weeks on: the first market's day stays open for checkouts and attendance.
  [`PUT ${m}/markets/:id/dates/:date`]: (w) => ({
    url: `${m}/markets/${w.own.market2}/dates/${shiftDay(w.day, 15)}`,
    body: { status: 'CANCELLED', note: 'Rain' },
  }),
  [`GET ${m}/markets/:id/dates/:date/attendance`]: (w) => ({
    url: `${m}/markets/${w.own.market}/dates/${w.day}/attendance`,
  }),
  [`PUT ${m}/markets/:id/dates/:date/attendance/:marketVendorId`]: (w) => ({
    url: `${m}/markets/${w.own.market}/dates/${w.day}/attendance/${w.own.marketVendor}`,
    body: { status: 'PRESENT' },
  }),
  [`GET ${m}/markets/:id/schedules`]: (w) => ({ url: `${m}/markets/${w.own.market}/schedules` }),
  [`GET ${m}/markets/:id/schedules/:marketVendorId`]: (w) => ({
    url: `${m}/markets/${w.own.market}/schedules/${w.own.marketVendor}`,
  }),
  // Every other week from the market's day: the vendor stays on it, for the checkouts and attendance after.
  [`PUT ${m}/markets/:id/schedules/:marketVendorId`]: (w) => ({
    url: `${m}/markets/${w.own.market}/schedules/${w.own.marketVendor}`,
    body: { pattern: 'ALTERNATE', anchor_date: w.day },
  }),
  [`GET ${m}/markets/:id/date-requests`]: (w) => ({
    url: `${m}/markets/${w.own.market}/date-requests`,
    query: { status: 'PENDING' },
  }),
  // A new request of the market's vendor with an account, approved (a market without a map is never full).
  [`PUT ${m}/markets/:id/date-requests/:request_id`]: {
    prepare: async (w) => ({
      request: await freshDateRequest(w.t, {
        marketId: w.own.market,
        marketVendorId: w.own.marketVendor,
        vendorId: w.seller,
      }),
    }),
    request: (w, fresh) => ({
      url: `${m}/markets/${w.own.market}/date-requests/${fresh.request}`,
      body: { status: 'APPROVED' },
    }),
  },
  [`GET ${m}/markets/:id/season-settings`]: (w) => ({ url: `${m}/markets/${w.own.market}/season-settings` }),
  [`PUT ${m}/markets/:id/season-settings`]: (w) => ({
    url: `${m}/markets/${w.own.market}/season-settings`,
    body: { drop_deadline_hours: 48 },
  }),
  [`GET ${m}/markets/:id/booth-fees`]: (w) => ({ url: `${m}/markets/${w.own.market}/booth-fees` }),
  [`PUT ${m}/markets/:id/booth-fees`]: (w) => ({
    url: `${m}/markets/${w.own.market}/booth-fees`,
    body: { basis: 'PER_DAY', charge_on: 'PRESENT', rates: [{ size: '10x10', amount: 25.1 }] },
  }),
  [`GET ${m}/markets/:id/booth-map`]: (w) => ({ url: `${m}/markets/${w.own.market}/booth-map` }),
  // Saved over the version stored now, whatever earlier requests saved.
  [`PUT ${m}/markets/:id/booth-map`]: {
    prepare: async (w) => ({ version: String(await boothMapVersion(w.t.db, w.own.market)) }),
    request: (w, fresh) => ({
      url: `${m}/markets/${w.own.market}/booth-map`,
      body: { version: Number(fresh.version), layout: { width_ft: 40, height_ft: 20, items: [BOOTH] } },
    }),
  },
  [`GET ${m}/markets/:id/booth-map/pdf`]: (w) => ({
    url: `${m}/markets/${w.own.market}/booth-map/pdf`,
    query: { date: w.day },
  }),
  [`GET ${m}/markets/:id/booth-map/dates/:date`]: (w) => ({
    url: `${m}/markets/${w.own.market}/booth-map/dates/${w.day}`,
  }),
  [`PUT ${m}/markets/:id/booth-map/dates/:date/:marketVendorId`]: (w) => ({
    url: `${m}/markets/${w.own.market}/booth-map/dates/${w.day}/${w.own.marketVendor}`,
    body: { booth_id: null },
  }),
};
