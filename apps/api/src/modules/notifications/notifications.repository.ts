import type { Notification, NotificationStatus, NotificationType } from '@marketday/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { managers, notifications, users, vendors } from '../../db/schema';
import { type PageRequest, pageOf, pageWindow } from '../../lib/paging';
import { vendorsOfDocumentNotices } from './document-notices.repository';

const sender = alias(users, 'sender');

// The sender as the recipient knows them: manager's full name, vendor's business, else the username.
const senderName = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', ${managers.firstname}, ${managers.lastname})), ''),
  ${vendors.businessName},
  ${sender.username}
)`;

async function selectNotifications({
  db,
  where,
  order = 'newest',
  window,
}: {
  db: Database;
  where: SQL | undefined;
  order?: 'newest' | 'oldest';
  window?: { limit: number; offset: number };
}): Promise<Notification[]> {
  const by = order === 'newest' ? desc : asc;
  const query = db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      status: notifications.status,
      is_read: notifications.isRead,
      createdAt: notifications.createdAt,
      sender_name: senderName,
      dedupeKey: notifications.dedupeKey,
      recipientId: notifications.recipientId,
    })
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .leftJoin(managers, eq(managers.userId, notifications.senderId))
    .leftJoin(vendors, eq(vendors.userId, notifications.senderId))
    .where(where)
    // The id breaks ties between messages of the same instant, so pages never repeat or skip one.
    .orderBy(by(notifications.createdAt), by(notifications.id));
  const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
  const aboutVendor = await vendorsOfDocumentNotices({ db, notices: rows });
  return rows.map(({ createdAt, dedupeKey: _key, recipientId: _to, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
    vendor_id: aboutVendor.get(row.id) ?? null,
  }));
}

// Only the caller's own notifications are ever listed, a page at a time; the count is of the same filtered
// inbox. Both walk notifications_recipient_list_idx (recipient, status, created_at, id).
export async function listNotifications({
  db,
  userId,
  query,
}: {
  db: Database;
  userId: string;
  query: PageRequest & {
    type?: NotificationType | undefined;
    status: NotificationStatus;
    sort: 'newest' | 'oldest';
  };
}) {
  const where = and(
    eq(notifications.recipientId, userId),
    eq(notifications.status, query.status),
    query.type ? eq(notifications.type, query.type) : undefined,
  );
  const [data, [counted]] = await Promise.all([
    selectNotifications({ db, where, order: query.sort, window: pageWindow(query) }),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return pageOf({ data, total: counted?.n ?? 0, page: query.page, page_size: query.page_size });
}

// A message the caller just sent, read back with its sender name.
export async function findSentNotification({
  db,
  id,
  senderId,
}: {
  db: Database;
  id: string;
  senderId: string;
}) {
  const [row] = await selectNotifications({
    db,
    where: and(eq(notifications.id, id), eq(notifications.senderId, senderId)),
  });
  return row ?? null;
}

export async function countUnread({ db, userId }: { db: Database; userId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, userId),
        eq(notifications.isRead, false),
        eq(notifications.status, 'active'),
      ),
    );
  return row?.n ?? 0;
}

export type NewNotification = {
  recipientId: string;
  senderId: string;
  type: NotificationType;
  title: string;
  message: string;
  createdAt: Date;
};

export async function insertNotifications({ db, rows }: { db: Database; rows: NewNotification[] }) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning({ id: notifications.id });
}

// Writes below match on recipient too, so ids of other users' notifications change nothing.
const owned = (userId: string, ids: string[]) =>
  and(eq(notifications.recipientId, userId), inArray(notifications.id, ids));

// Read state and archive status are the only things a recipient may change.
export async function updateOwned({
  db,
  userId,
  ids,
  set,
}: {
  db: Database;
  userId: string;
  ids: string[];
  set: { isRead: boolean } | { status: NotificationStatus };
}) {
  const rows = await db
    .update(notifications)
    .set(set)
    .where(owned(userId, ids))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotifications({
  db,
  userId,
  ids,
}: {
  db: Database;
  userId: string;
  ids: string[];
}) {
  const rows = await db.delete(notifications).where(owned(userId, ids)).returning({ id: notifications.id });
  return rows.length;
}
