import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';

// The signed-in vendor's private calendar feed (docs/season.md "Calendars"): its secret link, and a new one.
export type CalendarFeed = { url: string };

export const calendarFeedKeys = { self: () => ['season', 'calendar-feed'] as const };

const feedPath = '/vendors/self/calendar';

export function getCalendarFeed(): Promise<CalendarFeed> {
  return dataOf(api.get<CalendarFeed>(feedPath));
}

export const calendarFeedQueryOptions = queryOptionsFor(calendarFeedKeys.self, getCalendarFeed);

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

export function resetCalendarFeed() {
  return dataOf(api.post<{ message: string; data: CalendarFeed }>(`${feedPath}/reset`));
}

// The answer holds the new link: it replaces the cached one at once.
export function useResetCalendarFeed() {
  return useRefreshingMutation(
    (_: undefined) => resetCalendarFeed(),
    (queryClient, saved) => queryClient.setQueryData(calendarFeedKeys.self(), saved.data),
  );
}
