import { date } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { managers } from './managers';
import { markets, marketVendors } from './markets';
import { vendors } from './vendors';

// Column groups of rows about one vendor of one market, spread into the tables that carry them.

// A row of a vendor's money with a market (checkout, payment, charge): a vendor's balance sums them. Money history
// is never deleted from under the row: the market and vendor refuse deletion while it exists.
export const vendorMoneyParties = () => ({
  managerId: ref('manager_id', () => managers.id, 'cascade'),
  marketId: ref('market_id', () => markets.id, 'restrict'),
  marketVendorId: ref('market_vendor_id', () => marketVendors.id, 'restrict'),
  vendorId: ref('vendor_id', () => vendors.id, 'restrict'),
});

// One vendor of the market on one date of the season (schedule changes, booth moves, attendance marks); such
// tables are keyed by (market_vendor_id, date), and gone with the vendor's place in the market.
export const marketVendorDate = () => ({
  marketVendorId: ref('market_vendor_id', () => marketVendors.id, 'cascade'),
  marketId: ref('market_id', () => markets.id, 'cascade'),
  date: date('date').notNull(),
});
