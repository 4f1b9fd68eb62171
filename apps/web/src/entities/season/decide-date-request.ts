import type { DateRequest, DateRequestDecision } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { marketPath } from './schedule-keys';
import { invalidateSeasonQueries } from './season-keys';

export type RequestDecision = { requestId: string } & DateRequestDecision;

/** An approval on a full date answers the request WAITLISTED, with its place in line. */
export function decideDateRequest(marketId: string, { requestId, status }: RequestDecision) {
  return dataOf(
    api.put<{ message: string; data: DateRequest }>(`${marketPath(marketId)}/date-requests/${requestId}`, {
      status,
    }),
  );
}

export function useDecideDateRequest(marketId: string) {
  return useRefreshingMutation(
    (decision: RequestDecision) => decideDateRequest(marketId, decision),
    invalidateSeasonQueries,
  );
}
