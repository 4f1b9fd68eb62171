import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './product-keys';

export async function deleteProduct(id: string): Promise<MessageResponse> {
  const { data } = await api.delete<MessageResponse>(`/vendors/self/products/${id}`);
  return data;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
