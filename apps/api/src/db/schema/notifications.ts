import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '@marketday/shared';
import { boolean, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { byUser, users } from './users';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const notificationStatusEnum = pgEnum('notification_status', NOTIFICATION_STATUSES);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: ref('recipient_id', () => users.id, 'cascade'),
    senderId: byUser('sender_id'),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: notificationStatusEnum('status').notNull().default('active'),
    isRead: boolean('is_read').notNull().default(false),
    // Makes generated notifications (e.g. one per document and state) idempotent across processes.
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    // The unread badge's count.
    index('notifications_recipient_idx').on(t.recipientId, t.status, t.isRead),
    // The inbox page and its count: one recipient's filter in date order, walked either way (newest or oldest).
    index('notifications_recipient_list_idx').on(t.recipientId, t.status, t.createdAt, t.id),
  ],
);
