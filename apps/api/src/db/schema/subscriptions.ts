import { PLAN_TIERS, SUBSCRIPTION_STATUSES } from '@marketday/shared';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamps } from './columns';
import { managers } from './managers';

export const planTierEnum = pgEnum('plan_tier', PLAN_TIERS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

// One current subscription per manager; its status decides the manager's access level.
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  managerId: ref('manager_id', () => managers.id, 'cascade').unique(),
  plan: planTierEnum('plan').notNull(),
  status: subscriptionStatusEnum('status').notNull(),
  provider: text('provider').notNull().default('local'),
  providerRef: text('provider_ref'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  // The billing provider's customer (Stripe customer id; the manager id for the local provider).
  customerRef: text('customer_ref'),
  // Credit left over from downgrades, taken off the next bill.
  creditCents: integer('credit_cents').notNull().default(0),
  ...timestamps(),
});

// The plan catalogue with its prices; seeded by the migration so every database has it.
export const billingPlans = pgTable('billing_plans', {
  plan: planTierEnum('plan').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  // Price per monthly period.
  amountCents: integer('amount_cents').notNull(),
  // Most active vendors the plan covers; null means no limit.
  maxVendors: integer('max_vendors'),
  // Most staff members (pending invitations included); null means no limit (docs/decisions/029).
  maxStaff: integer('max_staff'),
  sortOrder: integer('sort_order').notNull().default(0),
});

// What the local provider billed: plan changes (prorated) and renewals.
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    plan: planTierEnum('plan').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('paid'),
    createdAt: createdAt(),
  },
  (t) => [index('billing_invoices_manager_idx').on(t.managerId, t.createdAt)],
);
