import type { NotifyVendors, NotifyVendorsReach } from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { serverMessages } from '../../lib/i18n/translate';
import type { Mailer } from '../../plugins/mail';
import type { ManagerMarket } from '../markets';
import en from './locales/en.json';
import es from './locales/es.json';
import { type MailLimiter, takeMailBudget } from './mail-limit';
import { insertNotifications } from './notifications.repository';
import { findOwnedMarketName, marketVendorRecipients } from './recipients.repository';

type Recipient = Awaited<ReturnType<typeof marketVendorRecipients>>[number];

// Each vendor reads the frame of a broadcast in their own language; the manager's title and message stay as written.
const broadcastMessages = serverMessages('notifications', { en, es });

// How a broadcast reaches each vendor of the market: an account's inbox (and e-mail if they opted in), or,
// for a vendor the manager keeps without an account, e-mail alone when there is an address and e-mail is on.
function sortRecipients(rows: Recipient[]) {
  const accounts = rows.flatMap((r) => (r.userId ? [{ ...r, userId: r.userId }] : []));
  const keptByEmail = rows.filter((r) => !r.userId && r.receiptEmail && r.settings.email_notifications);
  const mails = [
    ...accounts
      .filter((r) => r.settings.email_notifications)
      .flatMap((r) => {
        const to = r.receiptEmail || r.accountEmail;
        return to ? [{ to, hasInbox: true, language: r.language }] : [];
      }),
    ...keptByEmail.map((r) => ({ to: r.receiptEmail as string, hasInbox: false, language: r.language })),
  ];
  return { accounts, keptByEmail, mails, unreachable: rows.length - accounts.length - keptByEmail.length };
}

async function recipientsOf(key: ManagerMarket & { marketVendorIds?: readonly string[] }) {
  const marketName = await findOwnedMarketName(key);
  if (marketName === null) throw notFound();
  return { marketName, ...sortRecipients(await marketVendorRecipients(key)) };
}

// Asked before sending: who will get it, and how.
export async function broadcastReach(args: ManagerMarket): Promise<NotifyVendorsReach> {
  const { accounts, keptByEmail, unreachable } = await recipientsOf(args);
  return {
    vendor_count: accounts.length + keptByEmail.length,
    inbox_count: accounts.length,
    email_only_count: keptByEmail.length,
    unreachable_count: unreachable,
  };
}

type Broadcast = {
  db: Database;
  mailer: Mailer;
  limiter: MailLimiter;
  log: FastifyBaseLogger;
  actor: { managerId: string; userId: string };
  marketId: string;
  // Only these vendors of the market (the season's cancel notice goes to the vendors scheduled that date).
  marketVendorIds?: readonly string[];
  input: NotifyVendors;
  now: Date;
  appUrl: string;
};

// One in-app notification per vendor account in the market; e-mail to the accounts that opted in and to the
// kept vendors with an address (through the mailer, so the outbox holds them like every other e-mail). Each
// e-mail takes a place in the account's mail budget; a broadcast past it is refused whole, inboxes included.
export async function notifyMarketVendors({
  db,
  mailer,
  limiter,
  log,
  actor,
  marketId,
  marketVendorIds,
  input,
  now,
  appUrl,
}: Broadcast) {
  const { marketName, accounts, keptByEmail, mails } = await recipientsOf({
    db,
    managerId: actor.managerId,
    marketId,
    marketVendorIds,
  });
  const giveBack = mails.length > 0 ? await takeMailBudget(limiter, actor.managerId, mails.length) : null;
  try {
    await insertNotifications({
      db,
      rows: accounts.map((r) => ({
        recipientId: r.userId,
        senderId: actor.userId,
        type: 'market_update' as const,
        title: input.title,
        message: input.message,
        createdAt: now,
      })),
    });
  } catch (error) {
    // Nothing was sent: the places go back.
    await giveBack?.();
    throw error;
  }
  // The notifications are saved already; a failed e-mail is logged, not reported as a failed broadcast.
  const sent = await Promise.allSettled(
    mails.map(({ to, hasInbox, language }) =>
      mailer.send({
        to,
        subject: `${marketName}: ${input.title}`,
        // A vendor without an account has no inbox to point to.
        text: `${input.message}\n\n${marketName}${
          hasInbox ? `\n${broadcastMessages(language)('seeInbox', { link: `${appUrl}/inbox` })}` : ''
        }`,
      }),
    ),
  );
  const failed = sent.filter((m) => m.status === 'rejected');
  if (failed.length > 0) log.warn({ marketId, failed: failed.length }, 'market update e-mails failed');
  return {
    vendor_count: accounts.length + keptByEmail.length,
    inbox_count: accounts.length,
    email_only_count: keptByEmail.length,
  };
}
