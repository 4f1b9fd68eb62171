import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationStatus, type NotificationType } from './enums';

export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

// The sidebar badge caps at '99+' (spec §2, §9).
export function formatUnreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

// Spec §4: the inbox filter 'all' means active, 'archived' means dismissed; other values pass through.
export const INBOX_FILTERS = ['all', 'archived', 'active', 'dismissed'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export function statusForFilter(filter: string): NotificationStatus | string {
  if (filter === 'all') return 'active';
  if (filter === 'archived') return 'dismissed';
  return filter;
}

export const NotificationsQuerySchema = z.object({
  type: z.enum(NOTIFICATION_TYPES).optional(),
  status: z.enum(['active', 'dismissed']).default('active'),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});

export type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  status: NotificationStatus;
  is_read: boolean;
  created_at: string;
  sender_name: string | null;
};

const title = z.string().trim().min(1, 'Title is required').max(200);
const message = z.string().trim().min(1, 'Message is required').max(5000);

// A manager writes to one of their vendors (vendor_id); a vendor writes to a market's manager (market_id).
export const CreateNotificationSchema = z
  .object({ title, message, vendor_id: z.uuid().optional(), market_id: z.uuid().optional() })
  .refine((v) => Boolean(v.vendor_id) !== Boolean(v.market_id), 'Choose who the message is for');
export type CreateNotification = z.infer<typeof CreateNotificationSchema>;

export const NotifyVendorsSchema = z.object({ title, message });
export type NotifyVendors = z.infer<typeof NotifyVendorsSchema>;

const ids = z.array(z.uuid()).min(1).max(500);
export const BulkReadSchema = z.object({ ids, mark_as_read: z.boolean().default(true) });
export const BulkArchiveSchema = z.object({ ids, archive: z.boolean().default(true) });
export const BulkDeleteSchema = z.object({ ids });
export const MarkReadQuerySchema = z.object({
  mark_as_read: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const NOTIFICATION_MESSAGES = {
  sent: 'Sent Message(s)',
  deleted: 'Notification(s) deleted',
  notified: (count: number) => `Notification sent to ${count} vendors!`,
  createFailed: 'Failed to create notification',
  updateFailed: 'Failed to update notification',
  updateManyFailed: 'Failed to update notifications',
  deleteFailed: 'Failed to delete notifications',
} as const;

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  document_expiration: 'Document expiration',
  developer_update: 'Marketday update',
  manager_notification: 'Message',
  account_update: 'Account',
  market_update: 'Market update',
};
