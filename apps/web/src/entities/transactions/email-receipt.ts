import type { MessageResponse } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

export type EmailReceiptInput = { transactionId: string; email?: string | null | undefined };

export function emailReceipt({ transactionId, email }: EmailReceiptInput): Promise<MessageResponse> {
  return dataOf(
    api.post<MessageResponse>('/email/transactions', {
      transaction_id: transactionId,
      ...(email ? { email } : {}),
    }),
  );
}

export function useEmailReceipt() {
  return useMutation({ mutationFn: emailReceipt });
}
