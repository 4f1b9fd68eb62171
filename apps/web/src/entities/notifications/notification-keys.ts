import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

// The sidebar's unread badge lives under `all`, so any inbox change refreshes it at once instead of at
// the next 30 s poll.
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: object) => [...notificationKeys.lists(), query] as const,
};

// Refreshes the sidebar's unread badge too (notificationKeys.unread).
export function invalidateNotificationQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [notificationKeys.all]);
}
