import { UNREAD_POLL_MS, type UnreadCount } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

// The sidebar's unread badge, shown on every page of the app shell. Checked by hand, as UnreadCountSchema would:
// the schema would bring zod to the shell of every signed-in page (issue 32, docs/decisions/038).
export async function getUnreadCount(): Promise<UnreadCount> {
  const { data } = await api.get<unknown>('/notifications/unread');
  const count = (data as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
    throw new TypeError('The unread count answer holds no count');
  return { count };
}

// docs/product.md §9: the sidebar badge polls every 30 s; callers disable it when signed out or without inbox access.
export function unreadCountQueryOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
}

export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(unreadCountQueryOptions({ enabled }));
}
