import type { SubscriptionResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { decodeSubscriptionResult, type SubscriptionResultInCents } from './subscription-money';

export async function cancelSubscription(): Promise<SubscriptionResultInCents> {
  return decodeSubscriptionResult(
    await dataOf(api.get<SubscriptionResult>('/market-managers/account/subscription/cancel')),
  );
}

export function useCancelSubscription() {
  return useRefreshingMutation(cancelSubscription, (queryClient, result) =>
    queryClient.setQueryData(subscriptionKeys.detail(), result.data),
  );
}
