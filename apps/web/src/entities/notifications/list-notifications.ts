import { type NotificationPage, type NotificationType, statusForFilter } from '@marketday/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { infinitePaging } from '@/lib/paging';
import { notificationKeys } from './notification-keys';

export type InboxStatusFilter = 'all' | 'archived';
export type InboxSort = 'newest' | 'oldest';
export type InboxQuery = { filter: InboxStatusFilter; type: NotificationType | null; sort: InboxSort };

// The inbox loads this many messages at a time and appends the next page on request (docs/decisions/019).
export const INBOX_PAGE_SIZE = 50;

// docs/product.md §4: the UI's 'all' asks for active messages and 'archived' for dismissed ones.
export function notificationParams({ filter, type, sort }: InboxQuery) {
  return { status: statusForFilter(filter), sort, ...(type ? { type } : {}) };
}

export function listNotifications({
  query,
  page,
}: {
  query: InboxQuery;
  page: number;
}): Promise<NotificationPage> {
  return dataOf(
    api.get<NotificationPage>('/notifications', {
      params: { ...notificationParams(query), page, page_size: INBOX_PAGE_SIZE },
    }),
  );
}

// Keyed by the filters alone: every loaded page lives in one entry, so an inbox change (read, archive,
// delete) refetches the pages on screen in order.
export function notificationsQueryOptions(query: InboxQuery) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ pageParam }) => listNotifications({ query, page: pageParam }),
    ...infinitePaging,
    // Changing a filter keeps the old list on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(query: InboxQuery) {
  return useInfiniteQuery(notificationsQueryOptions(query));
}
