import type { ProductInputOutput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import type { SavedProduct } from './create-product';
import { invalidateProductQueries } from './product-keys';

export function updateProduct({ id, input }: { id: string; input: ProductInputOutput }) {
  return dataOf(api.put<SavedProduct>(`/vendors/self/products/${id}`, input));
}

export function useUpdateProduct() {
  return useRefreshingMutation(updateProduct, invalidateProductQueries);
}
