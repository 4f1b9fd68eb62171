import type { PlanTier } from '@marketday/shared';
import { asc, countDistinct, desc, eq } from 'drizzle-orm';
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
  await db
    .insert(subscriptions)
    .values({ managerId, ...row })
    .onConflictDoUpdate({ target: subscriptions.managerId, set: row });
}

export async function updateSubscription(
  db: Database,
  managerId: string,
  values: SubscriptionUpdate,
  now: Date,
) {
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.managerId, managerId));
}

export async function insertInvoice(db: Database, invoice: InvoiceInsert) {
  await db.insert(billingInvoices).values(invoice);
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
