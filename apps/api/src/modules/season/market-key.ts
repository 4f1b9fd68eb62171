import type { Database } from '../../db/client';

// The arguments most of the season's reads take: the database and a market the caller has already checked is
// theirs (the manager's, their staff's, or the vendor's), with a date or a range of dates.
export type MarketKey = { db: Database; marketId: string };
export type MarketRangeKey = MarketKey & { start: string; end: string };
export type MarketDayKey = MarketKey & { date: string };
// One vendor's place in the market on one date (a mark, a booth assignment).
export type VendorDayKey = { db: Database; marketVendorId: string; date: string };
