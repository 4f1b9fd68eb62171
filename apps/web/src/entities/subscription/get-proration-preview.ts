import type { PlanTier, ProrationPreview } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { decodeProrationPreview, type ProrationPreviewInCents } from './subscription-money';

// startTs: Unix seconds when billing starts (only during a trial); null bills from today.
export async function getProrationPreview(
  plan: PlanTier,
  startTs: number | null,
): Promise<ProrationPreviewInCents> {
  const { data } = await api.get<ProrationPreview>('/users/subscription_proration_preview', {
    params: startTs ? { plan, start_ts: startTs } : { plan },
  });
  return decodeProrationPreview(data);
}

export function prorationPreviewQueryOptions(plan: PlanTier, startTs: number | null) {
  return queryOptions({
    queryKey: subscriptionKeys.preview(plan, startTs),
    queryFn: () => getProrationPreview(plan, startTs),
    // Proration moves with the clock: always ask again when the step opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useProrationPreview(plan: PlanTier | null, startTs: number | null) {
  return useQuery({
    ...prorationPreviewQueryOptions(plan ?? 'year_round_sm', startTs),
    enabled: plan !== null,
  });
}
