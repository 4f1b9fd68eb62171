import type { QueryClient } from '@tanstack/react-query';
import type { InboxQuery } from './list-notifications';

// The sidebar's unread badge lives under ['notifications', 'unread'], so invalidating `all`
// refreshes the badge at once after any change instead of at the next 30 s poll.
export const inboxKeys = {
  all: ['notifications'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (query: InboxQuery) => [...inboxKeys.lists(), query] as const,
};

export function invalidateInboxQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}
