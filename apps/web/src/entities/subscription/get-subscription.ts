import type { SubscriptionDetails } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { decodeSubscriptionDetails, type SubscriptionDetailsInCents } from './subscription-money';

// The cache holds the subscription in cents (as the plan writes put it there too).
export async function getSubscription(): Promise<SubscriptionDetailsInCents> {
  const { data } = await api.get<SubscriptionDetails>('/market-managers/account/subscription');
  return decodeSubscriptionDetails(data);
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.detail(), queryFn: getSubscription });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
