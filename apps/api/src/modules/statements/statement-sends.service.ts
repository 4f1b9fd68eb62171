import {
  type Locale,
  MAX_STATEMENT_SENDS_PER_DAY,
  STATEMENT_MESSAGES,
  type StatementSendInputParsed,
  type StatementSendProgress,
} from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, ManagerKey } from '../../db/client';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-errors';
import { retryWhenBusy } from '../../lib/pdf/pdf-renderer';
import type { Mailer } from '../../plugins/mail';
import { type MailLimiter, takeMailBudget } from '../notifications';
import { managerSender } from '../receipts';
import { ownMarketOr404 } from '../vendor-balances';
import { type Range, vendorStatement } from './statement.service';
import { statementDate, statementMessages } from './statement-language';
import { balanceSentence } from './statement-pdf';
import {
  findSend,
  insertSend,
  lockMarketSends,
  recordOutcome,
  sendsSince,
  statementRecipients,
  unsentItems,
  vendorsWaiting,
  waitingItems,
} from './statement-sends.repository';

// A batch with statements waiting and no progress for this long was cut off (its process stopped): its waiting
// statements are reported as failed, and its vendors may be sent statements again. Each statement is one PDF
// (at most 15 s in the worker) and one e-mail; an SMTP server that hangs is given minutes, not a quarter hour.
export const STATEMENT_STALL_MS = 15 * 60 * 1000;

type Actor = { managerId: string; userId: string };

/**
 * Starts a batch: one statement for each vendor named (all vendors of the market when none are), skipping those
 * without an address. Each statement e-mailed takes a place in the account's mail budget, all at once: a batch
 * larger than what is left is refused whole, before anything is sent (docs/limits.md); a vendor still
 * waiting for a statement of an earlier batch is not sent another until that one has gone.
 */
export async function startStatementSend({
  db,
  limiter,
  now,
  actor,
  marketId,
  input,
}: {
  db: Database;
  limiter: MailLimiter;
  now: () => Date;
  actor: Actor;
  marketId: string;
  input: StatementSendInputParsed;
}) {
  const market = await ownMarketOr404(db, actor.managerId, marketId);
  const named = input.vendor_ids ? [...new Set(input.vendor_ids)] : undefined;
  const recipients = await statementRecipients(db, marketId, named);
  if (named && recipients.length !== named.length) throw badRequest(STATEMENT_MESSAGES.vendorsNotAtMarket);
  const mailed = recipients.filter((r) => r.email).map((r) => r.vendor_id);
  const stalledBefore = () => new Date(now().getTime() - STATEMENT_STALL_MS);
  // Asked before the limit is taken, so a refused batch costs no place in it; asked again under the lock.
  if ((await vendorsWaiting(db, marketId, mailed, stalledBefore())) > 0)
    throw conflict(STATEMENT_MESSAGES.alreadySending);
  // This daily cap keeps the addresses a manager keeps on file from being mailed again and again
  // (docs/decisions/027, "Statements").
  const dayAgo = new Date(now().getTime() - 24 * 60 * 60 * 1000);
  if ((await sendsSince(db, marketId, dayAgo)) >= MAX_STATEMENT_SENDS_PER_DAY)
    throw tooManyRequests(STATEMENT_MESSAGES.tooManySends);
  const giveBack = mailed.length > 0 ? await takeMailBudget(limiter, actor.managerId, mailed.length) : null;
  const id = await db
    .transaction(async (tx) => {
      await lockMarketSends(tx, marketId);
      if ((await vendorsWaiting(tx, marketId, mailed, stalledBefore())) > 0)
        throw conflict(STATEMENT_MESSAGES.alreadySending);
      return insertSend(
        tx,
        {
          managerId: actor.managerId,
          marketId,
          startDate: input.start_date,
          endDate: input.end_date,
          createdBy: actor.userId,
          at: now(),
        },
        recipients,
      );
    })
    .catch(async (error: unknown) => {
      // Refused under the lock (another batch got there first): nothing will be sent, the places go back.
      await giveBack?.();
      throw error;
    });
  return { id, market, total: recipients.length, skipped: recipients.length - mailed.length };
}

// In the vendor's language, like the statement it carries (docs/i18n.md).
function statementMail({
  vendorName,
  marketName,
  range,
  closingCents,
  senderName,
  locale,
}: {
  vendorName: string;
  marketName: string;
  range: Range;
  closingCents: number;
  senderName: string;
  locale: Locale;
}) {
  const t = statementMessages(locale);
  const period = `${statementDate(range.startDate, locale)} – ${statementDate(range.endDate, locale)}`;
  const names = { vendor: vendorName, market: marketName, period };
  return {
    subject: t('mailSubject', names),
    text: [
      t('mailHello', names),
      t('mailAttached', names),
      balanceSentence({ balanceCents: closingCents, vendorName, marketName, endDate: range.endDate, locale }),
      t('mailQuestions', { sender: senderName || marketName }),
    ].join('\n\n'),
  };
}

/**
 * Sends the batch's waiting statements one after another: each vendor's PDF, then one e-mail through the app's
 * mailer (the outbox when no SMTP server is set), each outcome stored as it happens. A statement that cannot be
 * made or sent is counted failed with its reason, and the next one goes on.
 */
export async function runStatementSend({
  db,
  mailer,
  log,
  now,
  actor,
  marketId,
  sendId,
  range,
}: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  actor: Actor;
  marketId: string;
  sendId: string;
  range: Range;
}) {
  const sender = await managerSender(db, actor.managerId);
  const senderName = sender ? `${sender.firstname} ${sender.lastname}`.trim() : '';
  for (const item of await waitingItems(db, sendId)) {
    let status: 'SENT' | 'FAILED' = 'FAILED';
    let reason: string | null = STATEMENT_MESSAGES.pdfFailed;
    try {
      if (!item.vendorId || !item.email) throw new Error('the vendor is gone');
      const vendorId = item.vendorId;
      // The manager may be making other PDFs meanwhile: the batch waits for its turn rather than fail.
      const statement = await retryWhenBusy(() =>
        vendorStatement({ db, managerId: actor.managerId, marketId, vendorId, range, generatedAt: now() }),
      );
      reason = STATEMENT_MESSAGES.mailFailed;
      await mailer.send({
        to: item.email,
        ...statementMail({
          vendorName: statement.args.vendorName,
          marketName: statement.args.marketName,
          range,
          closingCents: statement.args.closingCents,
          senderName,
          locale: statement.args.locale,
        }),
        attachments: [
          { filename: statement.filename, content: statement.pdf, contentType: 'application/pdf' },
        ],
        ...(sender ? { replyTo: sender.email } : {}),
      });
      status = 'SENT';
      reason = null;
    } catch (error) {
      log.warn({ err: error, sendId, vendorId: item.vendorId }, 'a vendor statement was not sent');
    }
    await recordOutcome(db, { sendId, itemId: item.id, status, reason, at: now() });
  }
}

/** How far the manager's batch got; 404 for another manager's. */
export async function statementSendProgress({
  db,
  managerId,
  sendId,
  now,
}: ManagerKey & {
  sendId: string;
  now: Date;
}): Promise<StatementSendProgress> {
  const row = await findSend(db, managerId, sendId);
  if (!row) throw notFound();
  const stalled = row.pending > 0 && Date.parse(row.progress_at) < now.getTime() - STATEMENT_STALL_MS;
  const unsent = row.failed > 0 || stalled ? await unsentItems(db, sendId) : [];
  return {
    id: row.id,
    market_id: row.market_id,
    start_date: row.start_date,
    end_date: row.end_date,
    total: row.total,
    sent: row.sent,
    skipped: row.skipped,
    failed: row.failed + (stalled ? row.pending : 0),
    done: row.pending === 0 || stalled,
    failures: unsent
      .filter((i) => i.status === 'FAILED' || stalled)
      .map((i) => ({
        vendor_id: i.vendorId,
        vendor_name: i.vendorName,
        reason:
          i.status === 'PENDING'
            ? STATEMENT_MESSAGES.interrupted
            : (i.reason ?? STATEMENT_MESSAGES.mailFailed),
      })),
  };
}
