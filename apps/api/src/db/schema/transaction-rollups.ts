import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { managers } from './managers';
import { markets } from './markets';
import { vendorTypeEnum } from './vendors';

// Per-day rollups of the checkouts (docs/decisions/037): one row per manager, market, market date and vendor
// type with the count and money of that day's checkouts, and one per token (and the name its lines carry)
// with the token lines' count and value. The database keeps them in step with `transactions` and
// `transaction_tokens` by triggers (migration 0027), in the same database transaction as the write, so a
// rollup row always equals the GROUP BY of the base rows it stands for; a key whose last checkout or line
// goes is deleted. The transactions list's range totals and its page seeks read them instead of the base rows.
const rollupKey = () => ({
  managerId: ref('manager_id', () => managers.id, 'cascade'),
  marketId: ref('market_id', () => markets.id, 'cascade'),
  marketDate: date('market_date').notNull(),
  vendorType: vendorTypeEnum('vendor_type').notNull(),
});

export const transactionDayTotals = pgTable(
  'transaction_day_totals',
  {
    ...rollupKey(),
    count: integer('count').notNull(),
    reportedGrossCents: bigint('reported_gross_cents', { mode: 'number' }).notNull(),
    marketFeeCents: bigint('market_fee_cents', { mode: 'number' }).notNull(),
    govFeeCents: bigint('gov_fee_cents', { mode: 'number' }).notNull(),
    tokenTotalCents: bigint('token_total_cents', { mode: 'number' }).notNull(),
    moneyOwedCents: bigint('money_owed_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'transaction_day_totals_pk',
      columns: [t.managerId, t.marketId, t.marketDate, t.vendorType],
    }),
  ],
);

export const transactionDayTokenTotals = pgTable(
  'transaction_day_token_totals',
  {
    ...rollupKey(),
    tokenId: uuid('token_id').notNull(),
    // The name the lines were booked under (a renamed token's older lines keep the old one).
    tokenName: text('token_name').notNull(),
    lines: integer('lines').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'transaction_day_token_totals_pk',
      columns: [t.managerId, t.marketId, t.marketDate, t.vendorType, t.tokenId, t.tokenName],
    }),
  ],
);

// How many checkouts each vendor name has in a month (its first day), for the list sorted by vendor: a deep
// page is sought by these counts instead of walking every row before it (docs/decisions/037).
export const transactionVendorMonthCounts = pgTable(
  'transaction_vendor_month_counts',
  {
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    month: date('month').notNull(),
    vendorType: vendorTypeEnum('vendor_type').notNull(),
    vendorName: text('vendor_name').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'transaction_vendor_month_counts_pk',
      columns: [t.managerId, t.marketId, t.month, t.vendorType, t.vendorName],
    }),
  ],
);
