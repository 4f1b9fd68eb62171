import type { SubscriptionDetails } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function getSubscription(): Promise<SubscriptionDetails> {
  const { data } = await api.get<SubscriptionDetails>('/market-managers/account/subscription');
  return data;
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.detail(), queryFn: getSubscription });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
