import { alreadyDecidedMessage, type Locale } from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { serverMessages } from '../../lib/i18n/translate';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { insertNotifications } from '../notifications';
import { requireVendorPlace } from '../vendors';
import { APPLICATION_NOTIFICATION_TYPE, type Decision, decisionNotice } from './application-notices';
import { decidePending, decisionRecipient, findApplication, joinMarket } from './applications.repository';
import en from './locales/en.json';
import es from './locales/es.json';

// The decision's e-mail is the applicant's, so it is in the vendor's language (docs/i18n.md); the manager's
// reason for a refusal stays as they wrote it.
const decisionMessages = serverMessages('applications', { en, es });

function decisionMail({
  to,
  vendor,
  market,
  decision,
  appUrl,
  locale,
}: {
  to: string;
  vendor: string;
  market: string;
  decision: Decision;
  appUrl: string;
  locale: Locale;
}): MailMessage {
  const t = decisionMessages(locale);
  const approved = decision.status === 'APPROVED';
  const message = approved
    ? t('approvedMessage', { market })
    : t('rejectedMessage', { market, reason: decision.reason });
  return {
    to,
    subject: approved ? t('approvedSubject', { market }) : t('rejectedSubject', { market }),
    text: t('decisionBody', { vendor, message, link: `${appUrl}${approved ? '/home' : '/applications'}` }),
  };
}

type Actor = { managerId: string; userId: string };

// Approve or reject in one transaction. The status moves only from PENDING (UPDATE … WHERE status =
// 'PENDING'), so of two approvals, even at the same moment, one wins and joins the vendor to the market
// once; the other changes nothing and answers 409. An approval answers the vendor's place in the market.
export async function decideApplication({
  db,
  mailer,
  log,
  actor,
  id,
  decision,
  now,
  appUrl,
}: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  actor: Actor;
  id: string;
  decision: Decision;
  now: Date;
  appUrl: string;
}) {
  const outcome = await db.transaction(async (tx) => {
    const decided = await decidePending(tx, {
      id,
      managerId: actor.managerId,
      values: {
        status: decision.status,
        reason: decision.status === 'REJECTED' ? decision.reason : null,
        decidedBy: actor.userId,
        decidedAt: now,
        updatedAt: now,
      },
    });
    if (!decided) return null;
    let marketVendorId: string | null = null;
    if (decision.status === 'APPROVED') {
      await requireVendorPlace(tx, actor.managerId, decided.vendorId);
      // The manager may have added the vendor by hand meanwhile: joining twice is not an error.
      marketVendorId = await joinMarket(tx, { marketId: decided.marketId, vendorId: decided.vendorId });
    }
    const recipient = await decisionRecipient(tx, { vendorId: decided.vendorId, marketId: decided.marketId });
    if (!recipient) throw new Error('Applicant vanished while deciding');
    const notice = decisionNotice({ decision, marketName: recipient.marketName });
    if (recipient.userId)
      await insertNotifications({
        db: tx,
        rows: [
          {
            recipientId: recipient.userId,
            senderId: actor.userId,
            type: APPLICATION_NOTIFICATION_TYPE,
            ...notice,
            createdAt: now,
          },
        ],
      });
    return { recipient, marketVendorId };
  });

  if (!outcome) {
    const existing = await findApplication({ db, id });
    if (!existing || existing.managerId !== actor.managerId) throw notFound();
    throw conflict(alreadyDecidedMessage(existing.application.status));
  }

  // The decision is saved; a failed e-mail is logged, not reported as a failed decision.
  const { recipient, marketVendorId } = outcome;
  const to = recipient.receiptEmail || recipient.accountEmail;
  if (recipient.userId && recipient.settings.email_notifications && to) {
    try {
      await mailer.send(
        decisionMail({
          to,
          vendor: recipient.businessName,
          market: recipient.marketName,
          decision,
          appUrl,
          locale: recipient.language,
        }),
      );
    } catch (error) {
      log.warn({ err: error, applicationId: id }, 'application decision e-mail failed');
    }
  }
  // The vendor's place in the market when approved: the manager sets their dates next.
  return { marketVendorId };
}
