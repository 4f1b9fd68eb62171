import type { Notification, NotificationPage } from '@marketday/shared';

let sequence = 0;

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `6f1c2f9e-6d1b-4f8e-9a57-${String(sequence).padStart(12, '0')}`,
    type: 'manager_notification',
    title: `Message ${sequence}`,
    message: 'Setup starts at 7 am this Saturday.',
    status: 'active',
    is_read: true,
    created_at: '2026-03-02T15:00:00.000Z',
    sender_name: 'Riverside Farmers Market',
    vendor_id: null,
    ...overrides,
  };
}

// What GET /notifications answers for `rows` (already filtered and sorted) and the request's page.
export function notificationPage(
  rows: Notification[],
  params: { page?: number; page_size?: number } = {},
): NotificationPage {
  const { page = 0, page_size = 50 } = params;
  return {
    data: rows.slice(page * page_size, (page + 1) * page_size),
    page,
    page_size,
    total_count: rows.length,
    totals: null,
  };
}
