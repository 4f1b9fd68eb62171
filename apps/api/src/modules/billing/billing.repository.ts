import type { PlanTier, SubscriptionStatus } from '@marketday/shared';
import { and, asc, countDistinct, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingInvoices,
  billingPlans,
  managers,
  markets,
  marketVendors,
  subscriptions,
} from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { forgetSignIns } from '../auth';
import type { BillingManager } from './billing-provider';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<
  typeof subscriptions.$inferInsert,
  'id' | 'managerId' | 'createdAt' | 'updatedAt'
>;
export type SubscriptionUpdate = Partial<NewSubscription>;
export type PlanRow = typeof billingPlans.$inferSelect;
export type InvoiceInsert = typeof billingInvoices.$inferInsert;

export async function listPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(billingPlans).orderBy(asc(billingPlans.sortOrder));
}

export async function planCatalogue(db: Database): Promise<Map<PlanTier, PlanRow>> {
  return new Map((await listPlans(db)).map((row) => [row.plan, row]));
}

export function requirePlan(plans: Map<PlanTier, PlanRow>, plan: PlanTier): PlanRow {
  const row = plans.get(plan);
  if (!row) throw new Error(`Plan ${plan} is missing from billing_plans`);
  return row;
}

// `lock` takes the row for the rest of the transaction, so two plan changes cannot both bill.
export async function findSubscription(
  db: Database,
  managerId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.managerId, managerId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

// A new subscription replaces whatever the manager had (an ended trial, a canceled plan).
export async function upsertSubscription(
  db: Database,
  managerId: string,
  values: NewSubscription,
  now: Date,
) {
  const row = { ...values, updatedAt: now };
  // A subscription decides its account's access: the sign-ins this process keeps are forgotten
  // (modules/auth/signed-in-cache.ts), here and at every subscription write below.
  forgetSignIns();
  await db
    .insert(subscriptions)
    .values({ managerId, ...row })
    .onConflictDoUpdate({ target: subscriptions.managerId, set: row });
  forgetSignIns();
}

export async function updateSubscription(
  db: Database,
  managerId: string,
  values: SubscriptionUpdate,
  now: Date,
) {
  forgetSignIns();
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.managerId, managerId));
  forgetSignIns();
}

export async function insertInvoice(db: Database, invoice: InvoiceInsert) {
  await db.insert(billingInvoices).values(invoice);
}

export async function insertInvoices(db: Database, invoices: InvoiceInsert[]) {
  await db.insert(billingInvoices).values(invoices);
}

// The subscriptions of a provider in one of these statuses whose period has ended by `now` (one manager's, when
// given).
export async function dueSubscriptions(
  db: Database,
  {
    provider,
    statuses,
    now,
    managerId,
  }: { provider: SubscriptionRow['provider']; statuses: SubscriptionStatus[]; now: Date; managerId?: string },
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, statuses),
        lte(subscriptions.currentPeriodEnd, now),
        managerId ? eq(subscriptions.managerId, managerId) : undefined,
      ),
    );
}

// Applies the update only while the row still has the status and period that were read; false when it no longer
// does (another run got there first).
export async function updateSubscriptionIfUnchanged(
  db: Database,
  row: SubscriptionRow,
  values: SubscriptionUpdate,
  now: Date,
): Promise<boolean> {
  forgetSignIns();
  const updated = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, row.id),
        eq(subscriptions.status, row.status),
        eq(subscriptions.currentPeriodEnd, row.currentPeriodEnd),
      ),
    )
    .returning({ id: subscriptions.id });
  forgetSignIns();
  return updated.length > 0;
}

// One billing change per manager at a time (a plan change, a cancel): the manager's row, locked for the
// transaction.
export async function lockManagerBilling(tx: Database, managerId: string) {
  await tx.select({ id: managers.id }).from(managers).where(eq(managers.id, managerId)).for('update');
}

export async function listInvoices(db: Database, managerId: string) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.managerId, managerId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.periodStart));
}

// docs/product.md §3 active_vendors_count: the distinct vendors selling at any of the manager's markets.
export async function activeVendorCount(db: Database, managerId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(marketVendors.vendorId) })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(eq(markets.managerId, managerId));
  return Number(row?.n ?? 0);
}

export async function loadBillingManager(db: Database, managerId: string): Promise<BillingManager> {
  const [row] = await db
    .select({ email: managers.email, firstname: managers.firstname, lastname: managers.lastname })
    .from(managers)
    .where(eq(managers.id, managerId));
  if (!row) throw notFound();
  return { managerId, email: row.email, name: `${row.firstname} ${row.lastname}`.trim() };
}
