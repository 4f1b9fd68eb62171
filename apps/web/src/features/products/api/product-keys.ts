import type { ProductListQuery } from '@marketday/shared';

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductListQuery) => [...productKeys.all, 'list', filters] as const,
};
