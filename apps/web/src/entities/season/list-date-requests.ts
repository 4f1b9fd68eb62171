import type { DateRequest, DateRequestStatus } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { marketPath, scheduleKeys } from './schedule-keys';

/** The vendors' requests to sell on a date, of one status or all of them. */
export function listDateRequests(marketId: string, status?: DateRequestStatus): Promise<DateRequest[]> {
  return dataOf(
    api.get<DateRequest[]>(`${marketPath(marketId)}/date-requests`, {
      params: status ? { status } : undefined,
    }),
  );
}

export const dateRequestsQueryOptions = queryOptionsFor(scheduleKeys.requests, listDateRequests);

export function useDateRequests(marketId: string, status?: DateRequestStatus) {
  return useQuery(dateRequestsQueryOptions(marketId, status));
}
