import type { CreateSubscriptionInput, SubscriptionResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { subscriptionKeys } from './subscription-keys';
import { decodeSubscriptionResult, type SubscriptionResultInCents } from './subscription-money';

export async function createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionResultInCents> {
  return decodeSubscriptionResult(
    await dataOf(api.post<SubscriptionResult>('/users/create_stripe_subscription', input)),
  );
}

// The access level may change with the plan, so the signed-in identity is read again.
export function useCreateSubscription() {
  const { refreshIdentity } = useAuth();
  return useRefreshingMutation(createSubscription, async (queryClient, result) => {
    queryClient.setQueryData(subscriptionKeys.detail(), result.data);
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.invoices() });
    await refreshIdentity();
  });
}
