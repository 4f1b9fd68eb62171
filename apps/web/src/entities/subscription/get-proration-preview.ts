import type { PlanTier, ProrationPreview } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { decodeProrationPreview, type ProrationPreviewInCents } from './subscription-money';

// startTs: Unix seconds when billing starts (only during a trial); null bills from today.
export async function getProrationPreview(
  plan: PlanTier,
  startTs: number | null,
): Promise<ProrationPreviewInCents> {
  const preview = await dataOf(
    api.get<ProrationPreview>('/users/subscription_proration_preview', {
      params: startTs ? { plan, start_ts: startTs } : { plan },
    }),
  );
  return decodeProrationPreview(preview);
}

export const prorationPreviewQueryOptions = queryOptionsFor(subscriptionKeys.preview, getProrationPreview, {
  // Proration moves with the clock: always ask again when the step opens.
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

export function useProrationPreview(plan: PlanTier | null, startTs: number | null) {
  return useQuery({
    ...prorationPreviewQueryOptions(plan ?? 'year_round_sm', startTs),
    enabled: plan !== null,
  });
}
