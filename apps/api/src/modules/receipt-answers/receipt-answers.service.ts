import {
  formatDateIn,
  noticeText,
  RECEIPT_ANSWER_MESSAGES,
  type ReceiptAnswerInput,
  type ReceiptDispute,
  receiptAnswerOf,
  type VendorReceiptState,
} from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { conflict, orNotFound, refuseIfDuplicate } from '../../lib/http-errors';
import { serverMessages } from '../../lib/i18n/translate';
import type { Mailer } from '../../plugins/mail';
import { createMailLimiter, insertNotifications } from '../notifications';
import en from './locales/en.json';
import es from './locales/es.json';
import {
  findDispute,
  findVendorCheckout,
  insertReceiptAnswer,
  listOpenDisputes,
  markResolved,
  type ReceiptNoticeFacts,
  receiptNoticeFacts,
  receiptRows,
  vendorLanguageOfCheckout,
} from './receipt-answers.repository';

// The receipt's e-mail is the vendor's, so it is in the vendor's language (docs/i18n.md).
const noticeMailMessages = serverMessages('receipt-answers', { en, es });

// The vendor answers the checkout's current version, once: a second answer to it is refused (409); a version
// the market writes later is answered anew. Another vendor's checkout is not found.
export async function answerReceipt({
  db,
  vendorId,
  userId,
  transactionId,
  input,
  now,
}: {
  db: Database;
  vendorId: string;
  userId: string;
  transactionId: string;
  input: ReceiptAnswerInput;
  now: Date;
}) {
  const checkout = orNotFound(await findVendorCheckout({ db, vendorId, transactionId }));
  if (input.version !== undefined && input.version !== checkout.version)
    throw conflict(RECEIPT_ANSWER_MESSAGES.changedMeanwhile);
  const row = await refuseIfDuplicate(
    () =>
      insertReceiptAnswer({
        db,
        answer: {
          transactionId: checkout.id,
          transactionVersion: checkout.version,
          agree: input.agree,
          note: input.note?.trim() || null,
          answeredBy: userId,
          answeredAt: now,
        },
      }),
    conflict(RECEIPT_ANSWER_MESSAGES.alreadyAnswered),
  );
  return receiptAnswerOf(row);
}

// Each named checkout's receipt state for the vendor (rows come newest answer first: the first one counts).
export async function receiptStates({
  db,
  vendorId,
  transactionIds,
}: {
  db: Database;
  vendorId: string;
  transactionIds: string[];
}): Promise<Map<string, VendorReceiptState>> {
  const states = new Map<string, VendorReceiptState>();
  for (const row of await receiptRows({ db, vendorId, transactionIds })) {
    if (states.has(row.transactionId)) continue;
    const answer = row.answer ? receiptAnswerOf(row.answer) : null;
    states.set(row.transactionId, {
      version: row.version,
      answer,
      changed_since_answer: answer !== null && answer.version < row.version,
      adjust_reason: row.adjustReason,
    });
  }
  return states;
}

type ManagerScope = { db: Database; managerId: string; marketIds: string[] | null };

export async function openDisputes(scope: ManagerScope & { marketId?: string | undefined }) {
  const rows = await listOpenDisputes(scope);
  return rows.map(
    (row): ReceiptDispute => ({
      id: row.answer.id,
      transaction_id: row.answer.transactionId,
      market_id: row.marketId,
      market_name: row.marketName,
      vendor_id: row.vendorId,
      vendor_name: row.vendorName,
      market_date: row.marketDate,
      version: row.answer.transactionVersion,
      current_version: row.currentVersion,
      note: row.answer.note,
      answered_at: row.answer.answeredAt.toISOString(),
    }),
  );
}

// The manager (or staff of the checkout's market) marks a dispute dealt with; once.
export async function resolveDispute(scope: ManagerScope & { id: string; userId: string; now: Date }) {
  const dispute = orNotFound(await findDispute(scope));
  if (dispute.resolvedAt || !(await markResolved({ ...scope, id: dispute.id }))) {
    throw conflict(RECEIPT_ANSWER_MESSAGES.alreadyResolved);
  }
}

// How the receipt's e-mail goes: the app's mailer and its address for the link. `log` hears of what failed.
export type ReceiptMail = { mailer: Mailer; appUrl: string };
type Log = Pick<FastifyBaseLogger, 'warn'>;

// Brings a booked (or rewritten) checkout's receipt to the vendor: a notice in their inbox asking them to agree
// or dispute, and an e-mail when their settings allow and the account's mail budget has room. A vendor without
// an account gets neither (the manager's Email Receipt reaches their receipt address). Call after the checkout
// commits, once per version (not for a replayed submit). It never throws: the checkout is booked whatever
// happens here; a failure is logged.
type Announcement = {
  db: Database;
  transactionId: string;
  now: Date;
  // What a new checkout's own statement answered of its vendor and manager (insertCheckout): nothing more is read.
  facts?: ReceiptNoticeFacts | undefined;
  mail?: ReceiptMail | undefined;
  log?: Log | undefined;
};

export async function announceReceipt(announcement: Announcement): Promise<void> {
  try {
    await announce(announcement);
  } catch (error) {
    announcement.log?.warn(
      { transactionId: announcement.transactionId, err: error },
      'receipt notice failed',
    );
  }
}

async function announce({ db, transactionId, now, mail, log, facts: known }: Announcement) {
  const facts = known ?? (await receiptNoticeFacts({ db, transactionId }));
  if (!facts?.vendorUserId) return;
  const title = RECEIPT_ANSWER_MESSAGES.noticeTitle(facts.marketName, facts.marketDate);
  const link = '/transactions';
  await insertNotifications({
    db,
    rows: [
      {
        recipientId: facts.vendorUserId,
        senderId: facts.managerUserId,
        type: 'market_update',
        title,
        message: noticeText('receiptMessage', { link }),
        createdAt: now,
      },
    ],
  });
  const to = facts.vendorReceiptEmail || facts.accountEmail;
  if (!mail || !to || !facts.settings.email_notifications) return;
  const taken = await createMailLimiter({ db, now: () => now }).take(facts.managerId, 1);
  if (!taken.ok) {
    log?.warn({ transactionId }, 'receipt notice e-mail skipped: the account is past its mail budget');
    return;
  }
  try {
    const locale = await vendorLanguageOfCheckout({ db, transactionId });
    const t = noticeMailMessages(locale);
    const subject = t('noticeSubject', {
      market: facts.marketName,
      date: formatDateIn(facts.marketDate, locale),
    });
    await mail.mailer.send({
      to,
      subject,
      text: t('noticeBody', { subject, link: `${mail.appUrl}${link}` }),
    });
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
}
