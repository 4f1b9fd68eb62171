import type { ReceiptAnswerInput, ReceiptAnswerResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { vendorTransactionKeys } from '@/entities/transactions/transaction-keys';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';

export type ReceiptAnswerRequest = { transactionId: string } & ReceiptAnswerInput;

// The vendor agrees to or disputes the receipt of a checkout's current version.
export function answerReceipt({
  transactionId,
  ...input
}: ReceiptAnswerRequest): Promise<ReceiptAnswerResult> {
  return dataOf(
    api.post<ReceiptAnswerResult>(
      `/vendors/self/receipts/${encodeURIComponent(transactionId)}/acknowledge`,
      input,
    ),
  );
}

// The vendor's transactions list shows the answer, so it is read again.
export function useAnswerReceipt() {
  return useRefreshingMutation(answerReceipt, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: vendorTransactionKeys.all }),
  );
}
