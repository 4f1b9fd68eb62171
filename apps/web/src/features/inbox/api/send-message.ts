import type { CreateNotification, Notification } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateInboxQueries } from '@/lib/invalidate-queries';

// The answer's shape is the server's response schema (withMessage(NotificationSchema)).
export type SendMessageResponse = { message: string; data: Notification };

// A manager sends with vendor_id, a vendor with market_id (to that market's manager).
export async function sendMessage(input: CreateNotification): Promise<SendMessageResponse> {
  const { data } = await api.post<SendMessageResponse>('/notifications', input);
  return data;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => invalidateInboxQueries(queryClient) });
}
