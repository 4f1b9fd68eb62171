import type { ProductListQuery } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

// The signed-in vendor's catalogue (GET /vendors/self/products): the products page and the application form
// read it under this one key, so a product change refreshes both.
export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductListQuery) => [...productKeys.all, 'list', filters] as const,
};

export function invalidateProductQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [productKeys.all]);
}
