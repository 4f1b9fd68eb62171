import type { ProductInputOutput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedProduct } from './create-product';
import { invalidateProductQueries } from './product-keys';

export async function updateProduct({ id, input }: { id: string; input: ProductInputOutput }) {
  const { data } = await api.put<SavedProduct>(`/vendors/self/products/${id}`, input);
  return data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
