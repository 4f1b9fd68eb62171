import type { VendorTransactionFilters } from './list-vendor-transactions';

export const vendorTransactionKeys = {
  all: ['vendor-transactions'] as const,
  list: (filters: VendorTransactionFilters) => [...vendorTransactionKeys.all, 'list', filters] as const,
};
