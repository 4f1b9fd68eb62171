import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './product-keys';

export type SavedProduct = { message: string; data: VendorProduct };

export async function createProduct(input: ProductInputOutput): Promise<SavedProduct> {
  const { data } = await api.post<SavedProduct>('/vendors/self/products', input);
  return data;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProductQueries(queryClient),
  });
}
