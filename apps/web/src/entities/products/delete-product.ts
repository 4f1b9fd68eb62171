import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './product-keys';

export function deleteProduct(id: string): Promise<MessageResponse> {
  return dataOf(api.delete<MessageResponse>(`/vendors/self/products/${id}`));
}

export function useDeleteProduct() {
  return useRefreshingMutation(deleteProduct, invalidateProductQueries);
}
