import { useState } from 'react';
import { useDateRangeChoice } from '@/hooks/use-date-range-choice';
import type { VendorTransactionFilters } from '../transaction-params';

export function useVendorTransactionFilters() {
  const range = useDateRangeChoice('Last4Weeks');
  const [marketId, setMarketId] = useState<string | null>(null);
  const query: VendorTransactionFilters = {
    marketId,
    startDate: range.applied.start,
    endDate: range.applied.end,
  };
  return { ...range, marketId, setMarketId, query };
}

export type VendorTransactionFiltersState = ReturnType<typeof useVendorTransactionFilters>;
