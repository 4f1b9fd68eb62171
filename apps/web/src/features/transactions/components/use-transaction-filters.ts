import { ALL_VENDOR_TYPES_LABEL, type DateRangePreset, type VendorType } from '@marketday/shared';
import { useState } from 'react';
import { useDateRangeChoice } from '@/hooks/use-date-range-choice';
import type { TransactionFilters } from '../transaction-params';

export type VendorTypeChoice = VendorType | typeof ALL_VENDOR_TYPES_LABEL;

/** The range the Transactions page opens on (lib/offline keeps that view for offline use). */
export const TRANSACTIONS_DEFAULT_PRESET: DateRangePreset = 'Last4Weeks';

export function useTransactionFilters() {
  const range = useDateRangeChoice(TRANSACTIONS_DEFAULT_PRESET);
  const [marketId, setMarketId] = useState<string | null>(null);
  const [vendorType, setVendorType] = useState<VendorTypeChoice>(ALL_VENDOR_TYPES_LABEL);

  const query: TransactionFilters = {
    marketId,
    startDate: range.applied.start,
    endDate: range.applied.end,
    vendorType,
  };

  return { ...range, marketId, vendorType, query, setMarketId, setVendorType };
}

export type TransactionFiltersState = ReturnType<typeof useTransactionFilters>;
