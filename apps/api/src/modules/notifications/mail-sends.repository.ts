import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingInvoices, managerMailSends, subscriptions } from '../../db/schema';

// The rows the mail budget counts (mail-limit.ts holds the rules), and what decides which budget applies.

// The first key of the advisory locks the limiter takes (the second is the manager's id hashed).
const MAIL_LOCK_SPACE = 7306;

// Paid: a subscription the provider charges (active), or a paid invoice of the local provider. A first charge
// that failed (past due, incomplete) is not a payment.
export async function hasPaid(db: Database, managerId: string): Promise<boolean> {
  const [subscription] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.managerId, managerId));
  if (subscription?.status === 'active') return true;
  const [invoice] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.managerId, managerId),
        eq(billingInvoices.status, 'paid'),
        gt(billingInvoices.amountCents, 0),
      ),
    )
    .limit(1);
  return Boolean(invoice);
}

// Holds the manager's mail lock until the transaction ends.
export async function lockManagerMail(tx: Database, managerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}, hashtext(${managerId}))`);
}

// Sends that have left the window (at or before `since`) are dropped.
export async function deleteSendsUpTo(tx: Database, managerId: string, since: Date) {
  await tx
    .delete(managerMailSends)
    .where(and(eq(managerMailSends.managerId, managerId), lte(managerMailSends.sentAt, since)));
}

// The manager's sends after `since` and up to `at`, oldest first.
export async function sendsBetween(
  tx: Database,
  managerId: string,
  since: Date,
  at: Date,
): Promise<{ sentAt: Date; mails: number }[]> {
  return tx
    .select({ sentAt: managerMailSends.sentAt, mails: managerMailSends.mails })
    .from(managerMailSends)
    .where(
      and(
        eq(managerMailSends.managerId, managerId),
        gt(managerMailSends.sentAt, since),
        lte(managerMailSends.sentAt, at),
      ),
    )
    .orderBy(asc(managerMailSends.sentAt));
}

// Records a send; answers its id (undefined if no row came back).
export async function insertSend(
  tx: Database,
  values: { managerId: string; sentAt: Date; mails: number },
): Promise<string | undefined> {
  const [row] = await tx.insert(managerMailSends).values(values).returning({ id: managerMailSends.id });
  return row?.id;
}

export async function deleteSend(db: Database, id: string) {
  await db.delete(managerMailSends).where(eq(managerMailSends.id, id));
}
