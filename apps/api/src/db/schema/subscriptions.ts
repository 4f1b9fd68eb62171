import { PLAN_TIERS, SUBSCRIPTION_STATUSES } from '@marketday/shared';
import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { managers } from './managers';

export const planTierEnum = pgEnum('plan_tier', PLAN_TIERS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

// One current subscription per manager; its status decides the manager's access level.
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  managerId: uuid('manager_id')
    .notNull()
    .unique()
    .references(() => managers.id, { onDelete: 'cascade' }),
  plan: planTierEnum('plan').notNull(),
  status: subscriptionStatusEnum('status').notNull(),
  provider: text('provider').notNull().default('local'),
  providerRef: text('provider_ref'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
