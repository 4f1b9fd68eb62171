import type { ApplicationResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export function withdrawApplication(id: string): Promise<ApplicationResult> {
  return dataOf(api.post<ApplicationResult>(`/vendors/self/applications/${encodeURIComponent(id)}/withdraw`));
}

export function useWithdrawApplication() {
  return useRefreshingMutation(withdrawApplication, (queryClient) =>
    invalidateApplicationQueries(queryClient),
  );
}
