import { api } from '@/lib/api-client';

// The same receipt PDF the market's manager prints for this checkout.
export async function getVendorReceipt(transactionId: string): Promise<Blob> {
  const { data } = await api.get<Blob>('/vendors/self/transactions/receipt', {
    params: { transaction_id: transactionId },
    responseType: 'blob',
  });
  return data;
}
