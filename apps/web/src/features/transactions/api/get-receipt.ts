import { api } from '@/lib/api-client';

// The receipt PDF, sized by the manager's print settings (DESIGN.md §5).
export async function getReceipt(transactionId: string): Promise<Blob> {
  const { data } = await api.get<Blob>('/market-managers/transactions/receipt', {
    params: { transaction_id: transactionId },
    responseType: 'blob',
  });
  return data;
}
