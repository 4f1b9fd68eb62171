import type { ApplicationResult, ApplyInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export function applyToMarket(input: ApplyInput): Promise<ApplicationResult> {
  return dataOf(api.post<ApplicationResult>('/vendors/self/applications', input));
}

export function useApplyToMarket() {
  return useRefreshingMutation(applyToMarket, (queryClient) => invalidateApplicationQueries(queryClient));
}
