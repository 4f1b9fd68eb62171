import { SHOPPER_COUNT_METHODS } from '@marketday/shared';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { managers } from './managers';
import { vendorMoneyParties } from './market-vendor-columns';
import { markets } from './markets';
import { tokens } from './tokens';
import { createdByAt } from './users';
import { vendorTypeEnum } from './vendors';

export const shopperCountMethodEnum = pgEnum('shopper_count_method', SHOPPER_COUNT_METHODS);

// One checkout per vendor per market day. Names are copied in so receipts and reports keep them.
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    ...vendorMoneyParties(),
    marketDate: date('market_date').notNull(),
    marketName: text('market_name').notNull(),
    vendorName: text('vendor_name').notNull(),
    vendorType: vendorTypeEnum('vendor_type').notNull(),
    reportedGrossCents: integer('reported_gross_cents').notNull(),
    marketFeeCents: integer('market_fee_cents').notNull(),
    govFeeCents: integer('gov_fee_cents').notNull(),
    // 64-bit: counts × per-token values can pass 2^31 cents ($21.4 million) on one checkout.
    tokenTotalCents: bigint('token_total_cents', { mode: 'number' }).notNull(),
    moneyOwedCents: bigint('money_owed_cents', { mode: 'number' }).notNull(),
    marketFeeCalculation: text('market_fee_calculation').notNull(),
    customFields: jsonb('custom_fields').$type<Record<string, string | null>>().notNull().default({}),
    receiptEmail: text('receipt_email'),
    // The vendor's report this checkout booked (confirmed as is, or adjusted with a reason the vendor sees).
    salesReportId: uuid('sales_report_id'),
    adjustReason: text('adjust_reason'),
    // 1 when booked, one more at each overwrite: the vendor's agreement is to one version.
    version: integer('version').notNull().default(1),
    ...createdByAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_vendor_day_uq').on(t.marketVendorId, t.marketDate),
    index('transactions_manager_date_idx').on(t.managerId, t.marketDate),
    index('transactions_market_date_idx').on(t.marketId, t.marketDate),
    // A vendor's own transactions page (docs/decisions/019).
    index('transactions_vendor_date_idx').on(t.vendorId, t.marketDate),
    // The manager's transactions page of one market in its default order, newest day first, holding every
    // column the page's filter and order read: a page is found by an index-only scan, however deep, and
    // the count of the range too (docs/decisions/019).
    index('transactions_market_list_idx').on(
      t.managerId,
      t.marketId,
      t.marketDate.desc().nullsFirst(),
      t.marketName,
      t.vendorName,
      t.id,
    ),
    // The same page sorted by any other column the table sorts by: the column, the id as the tiebreak, and
    // the date last so the range filter is read from the index too. A deep page is then an index-only walk
    // instead of a sort of the whole range (80–140 ms for two years of one market); each costs one more
    // index entry per checkout (docs/decisions/019).
    ...(
      [
        ['vendor_name', t.vendorName],
        ['vendor_type', t.vendorType],
        ['gross', t.reportedGrossCents],
        ['fee', t.marketFeeCents],
        ['gov_fee', t.govFeeCents],
        ['token_total', t.tokenTotalCents],
        ['owed', t.moneyOwedCents],
      ] as const
    ).map(([name, column]) =>
      index(`transactions_market_by_${name}_idx`).on(t.managerId, t.marketId, column, t.id, t.marketDate),
    ),
  ],
);

export const transactionTokens = pgTable(
  'transaction_tokens',
  {
    transactionId: ref('transaction_id', () => transactions.id, 'cascade'),
    tokenId: ref('token_id', () => tokens.id, 'restrict'),
    tokenName: text('token_name').notNull(),
    count: integer('count').notNull(),
    perDollarValueCents: integer('per_dollar_value_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.tokenId] })],
);

// A submit's Idempotency-Key with the answer it got, stored with the checkout in one database transaction:
// a retry gets the first answer, even after the checkout was edited or deleted.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.managerId, t.key] })],
);

export const dayReports = pgTable(
  'day_reports',
  {
    id: id(),
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    marketId: ref('market_id', () => markets.id, 'restrict'),
    marketDate: date('market_date').notNull(),
    name: text('name'),
    additionalIncomeCents: integer('additional_income_cents').notNull().default(0),
    expensesCents: integer('expenses_cents').notNull().default(0),
    tokensDistributed: jsonb('tokens_distributed')
      .$type<{ token_id: string; count: number }[]>()
      .notNull()
      .default([]),
    notes: text('notes'),
    customFields: jsonb('custom_fields').$type<Record<string, string | null>>().notNull().default({}),
    // What funders ask of a market day (issue 34); null: not counted.
    shopperCount: integer('shopper_count'),
    shopperCountMethod: shopperCountMethodEnum('shopper_count_method'),
    snapTransactions: integer('snap_transactions'),
    snapCents: integer('snap_cents'),
    incentiveTransactions: integer('incentive_transactions'),
    incentiveCents: integer('incentive_cents'),
    newSnapCustomers: integer('new_snap_customers'),
    ...createdByAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('day_reports_market_date_uq').on(t.marketId, t.marketDate)],
);
