import type { CreateNotification, NotificationResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

// A manager sends with vendor_id, a vendor with market_id (to that market's manager).
export function sendMessage(input: CreateNotification): Promise<NotificationResult> {
  return dataOf(api.post<NotificationResult>('/notifications', input));
}

export function useSendMessage() {
  return useRefreshingMutation(sendMessage, invalidateNotificationQueries);
}
