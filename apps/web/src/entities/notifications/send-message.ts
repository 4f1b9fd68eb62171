import type { CreateNotification, NotificationResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

// A manager sends with vendor_id, a vendor with market_id (to that market's manager).
export async function sendMessage(input: CreateNotification): Promise<NotificationResult> {
  const { data } = await api.post<NotificationResult>('/notifications', input);
  return data;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => invalidateNotificationQueries(queryClient),
  });
}
