import { z } from 'zod';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES, type NotificationStatus } from './enums';
import { pageOfSchema, pagingQuery } from './paging-schemas';
import { withMessage } from './responses';

export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

// docs/product.md §4: the inbox filter 'all' means active, 'archived' means dismissed; other values pass through.
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
  // An inbox grows with every message ever received, so the server pages it (docs/decisions/019).
  ...pagingQuery,
});

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  is_read: z.boolean(),
  created_at: z.string(),
  sender_name: z.string().nullable(),
  // The vendor a manager's document notice is about, so it opens that vendor's documents; null otherwise.
  vendor_id: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The answer to sending a message: the message as stored. */
export const NotificationResultSchema = withMessage(NotificationSchema);
export type NotificationResult = z.infer<typeof NotificationResultSchema>;

// GET /notifications: one page of the caller's filtered inbox, with the filtered inbox's count.
export const NotificationPageSchema = pageOfSchema(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

const title = z.string('Title is required').trim().min(1, 'Title is required').max(200);
const message = z.string('Message is required').trim().min(1, 'Message is required').max(5000);

// A manager writes to one of their vendors (vendor_id); a vendor writes to a market's manager (market_id).
export const CreateNotificationSchema = z
  .object({
    title,
    message,
    vendor_id: z.uuid().toLowerCase().optional(),
    market_id: z.uuid().toLowerCase().optional(),
  })
  .refine((v) => Boolean(v.vendor_id) !== Boolean(v.market_id), 'Choose who the message is for');
export type CreateNotification = z.infer<typeof CreateNotificationSchema>;

export const NotifyVendorsSchema = z.object({ title, message });
export type NotifyVendors = z.infer<typeof NotifyVendorsSchema>;

const ids = z.array(z.uuid().toLowerCase()).min(1).max(500);
export const BulkReadSchema = z.object({ ids, mark_as_read: z.boolean().default(true) });
export const BulkArchiveSchema = z.object({ ids, archive: z.boolean().default(true) });
export const BulkDeleteSchema = z.object({ ids });
export const MarkReadQuerySchema = z.object({
  mark_as_read: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

// PATCH /notifications/read/bulk and /notifications/archive/bulk: how many of the caller's notifications changed.
export const BulkUpdateResultSchema = z.object({ updated: z.number().int() });
export type BulkUpdateResult = z.infer<typeof BulkUpdateResultSchema>;
export const BulkDeleteResultSchema = z.object({ message: z.string(), deleted: z.number().int() });
export type BulkDeleteResult = z.infer<typeof BulkDeleteResultSchema>;
// Who a market broadcast reaches: vendors with an account get it in their inbox (and by e-mail if they opted
// in); vendors the manager keeps without an account get it only by e-mail, when they have an address.
const reachCounts = {
  // Every vendor reached, one way or the other.
  vendor_count: z.number().int(),
  inbox_count: z.number().int(),
  email_only_count: z.number().int(),
};
// GET /market-managers/markets/:id/vendors/notify: asked before sending, so the manager knows who gets it.
export const NotifyVendorsReachSchema = z.object({
  ...reachCounts,
  // Kept vendors without an e-mail address (or with e-mails turned off): the broadcast cannot reach them.
  unreachable_count: z.number().int(),
});
export type NotifyVendorsReach = z.infer<typeof NotifyVendorsReachSchema>;

// POST /market-managers/markets/:id/vendors/notify: how many vendors were written to.
export const NotifyVendorsResultSchema = z.object({ message: z.string(), ...reachCounts });
export type NotifyVendorsResult = z.infer<typeof NotifyVendorsResultSchema>;

export const NOTIFICATION_MESSAGES = {
  sent: 'Sent Message(s)',
  deleted: 'Notification(s) deleted',
  notified: (count: number) => `Notification sent to ${count} vendors!`,
  createFailed: 'Failed to create notification',
  updateFailed: 'Failed to update notification',
  updateManyFailed: 'Failed to update notifications',
  deleteFailed: 'Failed to delete notifications',
} as const;
