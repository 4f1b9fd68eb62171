import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateProductQueries } from './product-keys';

export type SavedProduct = { message: string; data: VendorProduct };

export function createProduct(input: ProductInputOutput): Promise<SavedProduct> {
  return dataOf(api.post<SavedProduct>('/vendors/self/products', input));
}

export function useCreateProduct() {
  return useRefreshingMutation(createProduct, invalidateProductQueries);
}
