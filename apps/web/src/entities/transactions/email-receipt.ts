import type { MessageResponse } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EmailReceiptInput = { transactionId: string; email?: string | null | undefined };

export async function emailReceipt({ transactionId, email }: EmailReceiptInput): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/email/transactions', {
    transaction_id: transactionId,
    ...(email ? { email } : {}),
  });
  return data;
}

export function useEmailReceipt() {
  return useMutation({ mutationFn: emailReceipt });
}
