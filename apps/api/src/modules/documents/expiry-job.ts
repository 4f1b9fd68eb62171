import { DOCUMENT_TYPE_LABELS, documentStatus, documentStatusText, isoToday } from '@marketday/shared';
import type { Database } from '../../db/client';
import type { ScheduledJob } from '../../lib/jobs/schedule';
import type { Mailer } from '../../plugins/mail';
import { expiryNoticeKey } from '../notifications';
import { latestDocuments } from './documents.repository';
import { accountEmail, expiryRecipients, insertExpiryNotice } from './expiry-job.repository';

export const EXPIRY_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;

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
    const { vendor, managerIds } = await expiryRecipients(db, doc.ownerId);
    if (!vendor) continue;
    const label = DOCUMENT_TYPE_LABELS[doc.type];
    const when = documentStatusText({ expr: doc.expr, today });
    const title = status === 'PAST_DUE' ? `${label} expired` : `${label} expires soon`;
    const people = [...(vendor.userId ? [vendor.userId] : []), ...managerIds];
    for (const recipientId of people) {
      const noticeId = await insertExpiryNotice(db, {
        recipientId,
        title,
        message: `${vendor.businessName}: ${label} — ${when}.`,
        dedupeKey: expiryNoticeKey({ documentId: doc.id, status, recipientId }),
      });
      if (!noticeId) continue;
      created += 1;
      if (recipientId === vendor.userId && vendor.settings.email_notifications) {
        const email = await accountEmail(db, recipientId);
        const to = vendor.receiptEmail ?? email;
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
