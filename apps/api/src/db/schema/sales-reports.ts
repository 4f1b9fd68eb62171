import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, singleUse } from './columns';
import { vendorMoneyParties } from './market-vendor-columns';
import { transactions } from './transactions';
import { byUser, createdByAt, users } from './users';

// How a vendor's report arrived: from their own account, or through the signed link sent by e-mail.
export const salesReportChannelEnum = pgEnum('sales_report_channel', ['ACCOUNT', 'LINK']);

// A vendor's own figures for one market day (docs/product.md, "Vendors report their sales"). Every version is
// kept: a correction is a new row with the next version; the checkout that books one points at it.
export const salesReports = pgTable(
  'sales_reports',
  {
    id: id(),
    ...vendorMoneyParties(),
    marketDate: date('market_date').notNull(),
    version: integer('version').notNull(),
    reportedGrossCents: integer('reported_gross_cents').notNull(),
    // The counts as the vendor gave them, by token id (names and values are read at the checkout).
    tokens: jsonb('tokens').$type<{ token_id: string; count: number }[]>().notNull(),
    // What the vendor was shown when submitting, with the shared fee math.
    marketFeeCents: integer('market_fee_cents').notNull(),
    moneyOwedCents: bigint('money_owed_cents', { mode: 'number' }).notNull(),
    marketFeeCalculation: text('market_fee_calculation').notNull(),
    channel: salesReportChannelEnum('channel').notNull(),
    ...createdByAt(),
  },
  (t) => [
    uniqueIndex('sales_reports_version_uq').on(t.marketVendorId, t.marketDate, t.version),
    index('sales_reports_market_date_idx').on(t.marketId, t.marketDate),
  ],
);

// The signed link e-mailed to a vendor to report one market day without signing in: one per vendor per day,
// spent by its first report, dead after 48 hours. Only the token's hash is stored.
export const salesReportLinks = pgTable(
  'sales_report_links',
  {
    id: id(),
    ...vendorMoneyParties(),
    marketDate: date('market_date').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ...singleUse(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sales_report_links_day_uq').on(t.marketVendorId, t.marketDate)],
);

// A vendor's answer to one version of a checkout's receipt: agreed, or disputed with a note. A checkout
// changed afterwards is a new version, which the vendor answers again.
export const receiptAcknowledgements = pgTable(
  'receipt_acknowledgements',
  {
    id: id(),
    transactionId: ref('transaction_id', () => transactions.id, 'cascade'),
    transactionVersion: integer('transaction_version').notNull(),
    agree: boolean('agree').notNull(),
    note: text('note'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    // A dispute the manager has dealt with.
    resolvedBy: byUser('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('receipt_acknowledgements_version_uq').on(t.transactionId, t.transactionVersion)],
);
