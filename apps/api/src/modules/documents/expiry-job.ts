import { DOCUMENT_TYPE_LABELS, documentStatus, documentStatusText, isoToday } from '@marketday/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers, markets, marketVendors, notifications, users, vendors } from '../../db/schema';
import type { ScheduledJob } from '../../lib/jobs/schedule';
import type { Mailer } from '../../plugins/mail';
import { expiryNoticeKey } from '../notifications';
import { latestDocuments } from './documents.repository';

export const EXPIRY_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;

// Who hears about a vendor's document: the vendor's own account and every manager whose market they sell at.
async function recipientsOf(db: Database, vendorId: string) {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  const viaMarkets = await db
    .select({ userId: managers.userId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(eq(marketVendors.vendorId, vendorId));
  const keeper = vendor?.managerId
    ? await db.select({ userId: managers.userId }).from(managers).where(eq(managers.id, vendor.managerId))
    : [];
  const managerIds = [...new Set([...viaMarkets, ...keeper].map((r) => r.userId))];
  return { vendor, managerIds };
}

// Creates one notification per document, state and person: the dedupe key makes a second run, or a second
// server process running it at the same moment, write nothing. Only freshly written ones are e-mailed.
export async function runExpiryJob({ db, mailer, now }: { db: Database; mailer: Mailer; now: Date }) {
  const today = isoToday(now);
  const due = (await latestDocuments({ db, where: undefined })).filter((d) => {
    const status = documentStatus({ expr: d.expr, today });
    return status === 'URGENT' || status === 'PAST_DUE';
  });
  let created = 0;
  for (const doc of due) {
    const status = documentStatus({ expr: doc.expr, today });
    const { vendor, managerIds } = await recipientsOf(db, doc.ownerId);
    if (!vendor) continue;
    const label = DOCUMENT_TYPE_LABELS[doc.type];
    const when = documentStatusText({ expr: doc.expr, today });
    const title = status === 'PAST_DUE' ? `${label} expired` : `${label} expires soon`;
    const people = [...(vendor.userId ? [vendor.userId] : []), ...managerIds];
    for (const recipientId of people) {
      const [row] = await db
        .insert(notifications)
        .values({
          recipientId,
          type: 'document_expiration',
          title,
          message: `${vendor.businessName}: ${label} — ${when}.`,
          dedupeKey: expiryNoticeKey({ documentId: doc.id, status, recipientId }),
        })
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      if (!row) continue;
      created += 1;
      if (recipientId === vendor.userId && vendor.settings.email_notifications) {
        const [account] = await db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.id, [recipientId]));
        const to = vendor.receiptEmail ?? account?.email;
        if (to)
          await mailer.send({
            to,
            subject: title,
            text: `Hello ${vendor.businessName},\n\nYour ${label} is ${when.toLowerCase()}. Please upload a current copy in Marketday.\n`,
          });
      }
    }
  }
  return { created };
}

// Daily, checked hourly in each process (lib/jobs/schedule.ts).
export function expiryJob({ db, mailer }: { db: Database; mailer: Mailer }): ScheduledJob {
  return {
    name: 'document-expiry',
    intervalMs: EXPIRY_JOB_INTERVAL_MS,
    checkEveryMs: 60 * 60 * 1000,
    run: (now) => runExpiryJob({ db, mailer, now }),
  };
}
