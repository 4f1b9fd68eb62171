import type { SubscriptionResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { decodeSubscriptionResult, type SubscriptionResultInCents } from './subscription-money';

export async function cancelSubscription(): Promise<SubscriptionResultInCents> {
  const { data } = await api.get<SubscriptionResult>('/market-managers/account/subscription/cancel');
  return decodeSubscriptionResult(data);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (result) => queryClient.setQueryData(subscriptionKeys.detail(), result.data),
  });
}
