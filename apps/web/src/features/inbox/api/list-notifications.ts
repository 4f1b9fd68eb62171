import { type Notification, type NotificationType, statusForFilter } from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';

export type InboxStatusFilter = 'all' | 'archived';
export type InboxSort = 'newest' | 'oldest';
export type InboxQuery = { filter: InboxStatusFilter; type: NotificationType | null; sort: InboxSort };

// docs/product.md §4: the UI's 'all' asks for active messages and 'archived' for dismissed ones.
export function notificationParams({ filter, type, sort }: InboxQuery) {
  return { status: statusForFilter(filter), sort, ...(type ? { type } : {}) };
}

export async function listNotifications(query: InboxQuery): Promise<Notification[]> {
  const { data } = await api.get<Notification[]>('/notifications', { params: notificationParams(query) });
  return data;
}

export function notificationsQueryOptions(query: InboxQuery) {
  return queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: () => listNotifications(query),
    // Changing a filter keeps the old list on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(query: InboxQuery) {
  return useQuery(notificationsQueryOptions(query));
}
