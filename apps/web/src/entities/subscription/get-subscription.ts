import type { SubscriptionDetails } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';
import { decodeSubscriptionDetails, type SubscriptionDetailsInCents } from './subscription-money';

// The cache holds the subscription in cents (as the plan writes put it there too).
export async function getSubscription(): Promise<SubscriptionDetailsInCents> {
  return decodeSubscriptionDetails(
    await dataOf(api.get<SubscriptionDetails>('/market-managers/account/subscription')),
  );
}

export const subscriptionQueryOptions = queryOptionsFor(subscriptionKeys.detail, getSubscription);

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
