import type { CreateNotification, NotifyVendors } from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import type { AuthUser } from '../../plugins/route-auth';
import { findVisibleVendor } from '../vendors/vendors.repository';
import { findSentNotification, insertNotifications } from './notifications.repository';
import {
  findOwnedMarketName,
  managerUserOfVendorMarket,
  marketVendorAccounts,
} from './recipients.repository';

export const NO_VENDOR_ACCOUNT = 'This vendor has no Marketday account yet.';
const NO_RECIPIENT = 'Choose who the message is for';

// Managers write to a vendor they can see; vendors write to the manager of a market they sell at.
async function recipientFor({
  db,
  user,
  input,
}: {
  db: Database;
  user: AuthUser;
  input: CreateNotification;
}) {
  if (user.role === 'MARKET_MANAGER') {
    if (!input.vendor_id) throw badRequest(NO_RECIPIENT);
    const vendor = await findVisibleVendor({ db, managerId: user.managerId, vendorId: input.vendor_id });
    if (!vendor) throw notFound();
    if (!vendor.userId) throw badRequest(NO_VENDOR_ACCOUNT);
    return vendor.userId;
  }
  if (user.role === 'VENDOR') {
    if (!input.market_id) throw badRequest(NO_RECIPIENT);
    const managerUserId = await managerUserOfVendorMarket({
      db,
      vendorId: user.vendorId,
      marketId: input.market_id,
    });
    if (!managerUserId) throw notFound();
    return managerUserId;
  }
  throw notFound();
}

export async function sendMessage({
  db,
  user,
  input,
  now,
}: {
  db: Database;
  user: AuthUser;
  input: CreateNotification;
  now: Date;
}) {
  const recipientId = await recipientFor({ db, user, input });
  const [row] = await insertNotifications({
    db,
    rows: [
      {
        recipientId,
        senderId: user.id,
        type: 'manager_notification',
        title: input.title,
        message: input.message,
        createdAt: now,
      },
    ],
  });
  const sent = row && (await findSentNotification({ db, id: row.id, senderId: user.id }));
  if (!sent) throw new Error('Notification was not created');
  return sent;
}

type Broadcast = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  actor: { managerId: string; userId: string };
  marketId: string;
  input: NotifyVendors;
  now: Date;
  appUrl: string;
};

// One in-app notification per vendor account in the market; e-mail only to those who opted in.
export async function notifyMarketVendors({
  db,
  mailer,
  log,
  actor,
  marketId,
  input,
  now,
  appUrl,
}: Broadcast) {
  const marketName = await findOwnedMarketName({ db, managerId: actor.managerId, marketId });
  if (marketName === null) throw notFound();
  const recipients = await marketVendorAccounts({ db, marketId });
  await insertNotifications({
    db,
    rows: recipients.map((r) => ({
      recipientId: r.userId,
      senderId: actor.userId,
      type: 'market_update' as const,
      title: input.title,
      message: input.message,
      createdAt: now,
    })),
  });
  // The notifications are saved already; a failed e-mail is logged, not reported as a failed broadcast.
  const mails = recipients
    .filter((r) => r.settings.email_notifications)
    .map((r) =>
      mailer.send({
        to: r.receiptEmail || r.accountEmail,
        subject: `${marketName}: ${input.title}`,
        text: `${input.message}\n\n${marketName}\nSee your inbox: ${appUrl}/inbox`,
      }),
    );
  const failed = (await Promise.allSettled(mails)).filter((m) => m.status === 'rejected');
  if (failed.length > 0) log.warn({ marketId, failed: failed.length }, 'market update e-mails failed');
  return recipients.length;
}
