import type { ProductInputOutput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';
import type { SavedProduct } from './create-product';

export async function updateProduct({ id, input }: { id: string; input: ProductInputOutput }) {
  const { data } = await api.put<SavedProduct>(`/vendors/self/products/${id}`, input);
  return data;
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
