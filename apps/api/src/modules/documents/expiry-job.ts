import {
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  documentExpiryNotice,
  documentStatus,
  fromIsoDate,
  isoToday,
  type Locale,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { serverMessages, translateEnglish } from '../../lib/i18n/translate';
import type { ScheduledJob } from '../../lib/jobs/schedule';
import type { Mailer } from '../../plugins/mail';
import { expiryNoticeKey } from '../notifications';
import { latestDocuments } from './documents.repository';
import { accountEmail, expiryRecipients, insertExpiryNotice } from './expiry-job.repository';
import en from './locales/en.json';
import es from './locales/es.json';

export const EXPIRY_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// The reminder e-mail is the vendor's, so it is in the vendor's language (docs/i18n.md).
const expiryMessages = serverMessages('documents', { en, es });

function expiryMail({
  locale,
  type,
  expired,
  expr,
  today,
  vendor,
}: {
  locale: Locale;
  type: DocumentType;
  expired: boolean;
  expr: string;
  today: string;
  vendor: string;
}) {
  const t = expiryMessages(locale);
  const label = translateEnglish(DOCUMENT_TYPE_LABELS[type], locale);
  // As documentStatusText counts them: calendar days from today to the expiry date.
  const days = Math.round((fromIsoDate(expr).getTime() - fromIsoDate(today).getTime()) / DAY_MS);
  const when = days < 0 ? t('dueAgo', { days: -days }) : t('dueIn', { days });
  return {
    subject: t(expired ? 'expiredSubject' : 'expiresSoonSubject', { label }),
    text: t('expiryBody', { vendor, label, when }),
  };
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
    const { vendor, managerIds } = await expiryRecipients(db, doc.ownerId);
    if (!vendor) continue;
    // In English, from the shared notices catalogue: the inbox says it in each reader's language.
    const { title, message } = documentExpiryNotice({
      vendor: vendor.businessName,
      document: DOCUMENT_TYPE_LABELS[doc.type],
      expired: status === 'PAST_DUE',
      expr: doc.expr as string,
      today,
    });
    const people = [...(vendor.userId ? [vendor.userId] : []), ...managerIds];
    for (const recipientId of people) {
      const noticeId = await insertExpiryNotice(db, {
        recipientId,
        title,
        message,
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
            ...expiryMail({
              locale: vendor.language,
              type: doc.type,
              expired: status === 'PAST_DUE',
              expr: doc.expr as string,
              today,
              vendor: vendor.businessName,
            }),
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
