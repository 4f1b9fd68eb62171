import type { EntryTable } from './valid-request-targets';
import { shiftDay } from './valid-request-worlds';

// Valid requests for the season (docs/season.md): market dates and attendance (see valid-requests.ts).

const m = '/market-managers';

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
  [`GET ${m}/markets/:id/booth-fees`]: (w) => ({ url: `${m}/markets/${w.own.market}/booth-fees` }),
  [`PUT ${m}/markets/:id/booth-fees`]: (w) => ({
    url: `${m}/markets/${w.own.market}/booth-fees`,
    body: { basis: 'PER_DAY', charge_on: 'PRESENT', rates: [{ size: '10x10', amount: 25.1 }] },
  }),
};
