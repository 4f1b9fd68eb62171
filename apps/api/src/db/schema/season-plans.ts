import {
  BOOTH_FEE_BASES,
  BOOTH_FEE_CHARGE_ON,
  type BoothMapLayout,
  DATE_REQUEST_STATUSES,
  SCHEDULE_PATTERNS,
} from '@marketday/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { marketVendorDate, vendorMoneyParties } from './market-vendor-columns';
import { markets, marketVendors } from './markets';
import { decidedByAt, updatedByAt } from './users';
import { vendors } from './vendors';

// The season's plans (docs/season.md): each vendor's schedule and their requests, the booth map and the booths
// given out per date, and booth fees. Attendance and date changes are in ./season.ts.

export const schedulePatternEnum = pgEnum('schedule_pattern', SCHEDULE_PATTERNS);

// A vendor of the market without a row here is on every open date (EVERY).
export const vendorSchedules = pgTable('vendor_schedules', {
  marketVendorId: ref('market_vendor_id', () => marketVendors.id, 'cascade').primaryKey(),
  marketId: ref('market_id', () => markets.id, 'cascade'),
  pattern: schedulePatternEnum('pattern').notNull(),
  anchorDate: date('anchor_date'),
  weekOfMonth: smallint('week_of_month'),
  // A booth's id on the market's map (booth_maps.layout); one no longer on the map is no booth.
  defaultBoothId: text('default_booth_id'),
  ...updatedByAt(),
});

// One date added to or dropped from a vendor's pattern: a picked date, an approved request, a dropped date.
export const scheduleDateKindEnum = pgEnum('schedule_date_kind', ['ADDED', 'DROPPED']);

export const vendorScheduleDates = pgTable(
  'vendor_schedule_dates',
  {
    ...marketVendorDate(),
    kind: scheduleDateKindEnum('kind').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.marketVendorId, t.date] }),
    index('vendor_schedule_dates_market_date_idx').on(t.marketId, t.date),
  ],
);

export const dateRequestStatusEnum = pgEnum('date_request_status', DATE_REQUEST_STATUSES);

// A vendor's ask to sell on a date they are not scheduled on; the waitlist is the WAITLISTED ones by created_at.
export const dateRequests = pgTable(
  'date_requests',
  {
    id: id(),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    marketVendorId: ref('market_vendor_id', () => marketVendors.id, 'cascade'),
    vendorId: ref('vendor_id', () => vendors.id, 'cascade'),
    date: date('date').notNull(),
    status: dateRequestStatusEnum('status').notNull().default('PENDING'),
    ...decidedByAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index('date_requests_market_date_idx').on(t.marketId, t.date),
    // At most one open request per vendor and date.
    uniqueIndex('date_requests_open_uq')
      .on(t.marketVendorId, t.date)
      .where(sql`${t.status} in ('PENDING', 'WAITLISTED')`),
  ],
);

// Market-wide season settings; a market without a row has the defaults.
export const boothFeeBasisEnum = pgEnum('booth_fee_basis', BOOTH_FEE_BASES);
export const boothFeeChargeOnEnum = pgEnum('booth_fee_charge_on', BOOTH_FEE_CHARGE_ON);

export const marketSeasonSettings = pgTable('market_season_settings', {
  marketId: ref('market_id', () => markets.id, 'cascade').primaryKey(),
  dropDeadlineHours: smallint('drop_deadline_hours').notNull().default(48),
  boothFeeBasis: boothFeeBasisEnum('booth_fee_basis').notNull().default('NONE'),
  boothFeeChargeOn: boothFeeChargeOnEnum('booth_fee_charge_on').notNull().default('PRESENT'),
});

export const boothFeeRates = pgTable(
  'booth_fee_rates',
  {
    marketId: ref('market_id', () => markets.id, 'cascade'),
    // Width x depth in feet, as boothSize() names a booth: "10x10".
    size: text('size').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.size] })],
);

// The map of one market, kept as data (BoothMapLayoutSchema); version counts saves for the stale-save check.
export const boothMaps = pgTable('booth_maps', {
  marketId: ref('market_id', () => markets.id, 'cascade').primaryKey(),
  layout: jsonb('layout').$type<BoothMapLayout>().notNull(),
  version: integer('version').notNull().default(1),
  ...updatedByAt(),
});

// A vendor moved for one date (booth_id null: no booth that day); otherwise they stand at their default booth.
export const boothAssignments = pgTable(
  'booth_assignments',
  {
    ...marketVendorDate(),
    boothId: text('booth_id'),
  },
  (t) => [
    primaryKey({ columns: [t.marketVendorId, t.date] }),
    // Two vendors moved to one booth on one date is refused by the database too.
    unique('booth_assignments_booth_uq').on(t.marketId, t.date, t.boothId),
  ],
);

export const vendorChargeKindEnum = pgEnum('vendor_charge_kind', ['BOOTH_DAY', 'BOOTH_SEASON']);

// Money a vendor owes the market outside a checkout: a vendor's balance is Σ money owed + Σ charges − Σ paid.
// `charge_key` makes a charge once per vendor: 'BOOTH_DAY:2026-06-13' or 'BOOTH_SEASON:2026'.
export const vendorCharges = pgTable(
  'vendor_charges',
  {
    id: id(),
    ...vendorMoneyParties(),
    date: date('date').notNull(),
    kind: vendorChargeKindEnum('kind').notNull(),
    chargeKey: text('charge_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('vendor_charges_key_uq').on(t.marketVendorId, t.chargeKey),
    index('vendor_charges_market_vendor_idx').on(t.marketVendorId, t.date),
  ],
);
