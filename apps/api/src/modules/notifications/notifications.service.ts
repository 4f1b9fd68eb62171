import type { CreateNotification } from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/route-auth';
import { findVisibleVendor } from '../vendors';
import { findSentNotification, insertNotifications } from './notifications.repository';
import { managerUserOfVendorMarket } from './recipients.repository';

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
