import {
  ALL_VENDOR_TYPES_LABEL,
  type DateRange,
  type DateRangePreset,
  DateRangeSchema,
  dateRangeFor,
  type VendorType,
} from '@marketday/shared';
import { useState } from 'react';
import type { TransactionFilters } from '../api/list-transactions';

export const CUSTOM_RANGE = 'Custom';
export type RangeChoice = DateRangePreset | typeof CUSTOM_RANGE;
export type VendorTypeChoice = VendorType | typeof ALL_VENDOR_TYPES_LABEL;
export type CustomDates = { start: string | null; end: string | null };

const DEFAULT_PRESET: DateRangePreset = 'Last4Weeks';

type FilterState = {
  marketId: string | null;
  rangeChoice: RangeChoice;
  custom: CustomDates;
  vendorType: VendorTypeChoice;
  /** The range the table shows: the last valid one, so a half-typed custom range never empties it. */
  applied: DateRange;
};

export function customRangeError(custom: CustomDates): string | null {
  if (!custom.start || !custom.end) return null;
  const result = DateRangeSchema.safeParse(custom);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function useTransactionFilters() {
  const [state, setState] = useState<FilterState>(() => {
    const applied = dateRangeFor(DEFAULT_PRESET, new Date());
    return {
      marketId: null,
      rangeChoice: DEFAULT_PRESET,
      custom: applied,
      vendorType: ALL_VENDOR_TYPES_LABEL,
      applied,
    };
  });

  function setRangeChoice(rangeChoice: RangeChoice) {
    setState((current) => {
      // A custom range starts from the range on screen, so the manager only adjusts one end.
      if (rangeChoice === CUSTOM_RANGE) return { ...current, rangeChoice, custom: current.applied };
      return { ...current, rangeChoice, applied: dateRangeFor(rangeChoice, new Date()) };
    });
  }

  function setCustom(custom: CustomDates) {
    const { start, end } = custom;
    setState((current) => ({
      ...current,
      custom,
      applied: start && end && customRangeError(custom) === null ? { start, end } : current.applied,
    }));
  }

  const query: TransactionFilters = {
    marketId: state.marketId,
    startDate: state.applied.start,
    endDate: state.applied.end,
    vendorType: state.vendorType,
  };

  return {
    ...state,
    query,
    rangeError: state.rangeChoice === CUSTOM_RANGE ? customRangeError(state.custom) : null,
    setMarketId: (marketId: string | null) => setState((current) => ({ ...current, marketId })),
    setVendorType: (vendorType: VendorTypeChoice) => setState((current) => ({ ...current, vendorType })),
    setRangeChoice,
    setCustom,
  };
}

export type TransactionFiltersState = ReturnType<typeof useTransactionFilters>;
