import type { Notification, NotificationPage } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AlertsProvider } from '@/components/ui/alerts-provider';

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

// Retries off so a failing request fails at once.
export function InboxTestProviders({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={queryClient}>
      {/* A message's action is a link (a document notice opens the documents). */}
      <MemoryRouter>
        <AlertsProvider>{children}</AlertsProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
