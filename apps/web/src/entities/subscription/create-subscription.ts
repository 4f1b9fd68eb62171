import type { CreateSubscriptionInput, SubscriptionResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { subscriptionKeys } from './subscription-keys';
import { decodeSubscriptionResult, type SubscriptionResultInCents } from './subscription-money';

export async function createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionResultInCents> {
  const { data } = await api.post<SubscriptionResult>('/users/create_stripe_subscription', input);
  return decodeSubscriptionResult(data);
}

// The access level may change with the plan, so the signed-in identity is read again.
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  const { refreshIdentity } = useAuth();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: async (result) => {
      queryClient.setQueryData(subscriptionKeys.detail(), result.data);
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.invoices() });
      await refreshIdentity();
    },
  });
}
