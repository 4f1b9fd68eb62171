import {
  type AccountingAccounts,
  FEE_STRUCTURES,
  type MarketRules,
  type TokenProgram,
  WEEKDAYS,
} from '@marketday/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamps } from './columns';
import { managers } from './managers';
import { vendors, vendorTypeEnum } from './vendors';

export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
export const feeStructureEnum = pgEnum('fee_structure', FEE_STRUCTURES);

export const markets = pgTable(
  'markets',
  {
    id: id(),
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    name: text('name').notNull(),
    dayOfWeek: weekdayEnum('day_of_week').notNull(),
    // Months 0–11, or -1/-1 for year-round (docs/product.md §3).
    seasonStart: smallint('season_start').notNull(),
    seasonEnd: smallint('season_end').notNull(),
    hoursStart: time('hours_start').notNull(),
    hoursEnd: time('hours_end').notNull(),
    govFeeCents: integer('gov_fee_cents').notNull().default(0),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    city: text('city'),
    street: text('street'),
    street2: text('street_2'),
    addressCity: text('address_city'),
    state: text('state'),
    postalCode: text('postal_code'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    rules: jsonb('rules').$type<Partial<MarketRules>>().notNull().default({}),
    // The public market page at /m/{slug} (docs/product.md §18).
    publicSlug: text('public_slug').unique('markets_public_slug_uq'),
    publicPageEnabled: boolean('public_page_enabled').notNull().default(false),
    publicRules: text('public_rules'),
    // The chart-of-accounts mapping of the books' exports (issue 34); null: the defaults.
    accountingAccounts: jsonb('accounting_accounts').$type<AccountingAccounts>(),
    ...timestamps(),
  },
  (t) => [index('markets_manager_idx').on(t.managerId)],
);

// One fee rule per vendor type per market; percent kept in hundredths of a percent.
export const marketVendorFees = pgTable(
  'market_vendor_fees',
  {
    id: id(),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    vendorType: vendorTypeEnum('vendor_type').notNull(),
    feeType: feeStructureEnum('fee_type').notNull(),
    flatCents: integer('flat_cents').notNull().default(0),
    percentHundredths: integer('percent_hundredths').notNull().default(0),
    // Bounds on the market fee per market day; null: no bound (docs/product.md §10 "Fee caps").
    minFeeCents: integer('min_fee_cents'),
    maxFeeCents: integer('max_fee_cents'),
    // Issue 34's fee models (docs/product.md §10 "Fee models"): no percent below this gross (null: none);
    // a sliding scale of percents by gross (null: the one percent above); programs whose tokens are left out of
    // the gross the percent is taken of.
    percentThresholdCents: integer('percent_threshold_cents'),
    percentTiers: jsonb('percent_tiers').$type<{ from_cents: number; percent_hundredths: number }[]>(),
    excludedPrograms: jsonb('excluded_programs').$type<TokenProgram[]>().notNull().default([]),
  },
  (t) => [unique('market_vendor_fees_market_type_uq').on(t.marketId, t.vendorType)],
);

export const marketVendors = pgTable(
  'market_vendors',
  {
    id: id(),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    vendorId: ref('vendor_id', () => vendors.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('market_vendors_market_vendor_uq').on(t.marketId, t.vendorId),
    index('market_vendors_vendor_idx').on(t.vendorId),
  ],
);
