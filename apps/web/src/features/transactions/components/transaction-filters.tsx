import { ALL_VENDOR_TYPES_LABEL, VENDOR_TYPE_LABELS, VENDOR_TYPES } from '@marketday/shared';
import { CustomRangeFields } from '@/components/ui/custom-range-fields';
import { LabelledSelect } from '@/components/ui/option-select';
import { CUSTOM_RANGE, RANGE_OPTIONS, type RangeChoice } from '@/hooks/use-date-range-choice';
import type { TransactionFiltersState, VendorTypeChoice } from './use-transaction-filters';

// Radix Select items cannot have an empty value (docs/product.md §2), so "every market" is spelled 'all'.
const ALL_MARKETS = 'all';

type TransactionFiltersProps = {
  markets: { id: string; name: string }[];
  filters: TransactionFiltersState;
};

export function TransactionFilters({ markets, filters }: TransactionFiltersProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <LabelledSelect
          id="transactions-market"
          label="Market"
          value={filters.marketId ?? ALL_MARKETS}
          onChange={(value) => filters.setMarketId(value === ALL_MARKETS ? null : value)}
          options={[
            { value: ALL_MARKETS, label: 'All Markets' },
            ...markets.map((m) => ({ value: m.id, label: m.name })),
          ]}
        />
        <LabelledSelect
          id="transactions-range"
          label="Date range"
          value={filters.rangeChoice}
          onChange={(value) => filters.setRangeChoice(value as RangeChoice)}
          options={RANGE_OPTIONS}
        />
        <LabelledSelect
          id="transactions-vendor-type"
          label="Vendor type"
          value={filters.vendorType}
          onChange={(value) => filters.setVendorType(value as VendorTypeChoice)}
          options={[
            { value: ALL_VENDOR_TYPES_LABEL, label: ALL_VENDOR_TYPES_LABEL },
            ...VENDOR_TYPES.map((type) => ({ value: type, label: VENDOR_TYPE_LABELS[type] })),
          ]}
        />
      </div>
      {filters.rangeChoice === CUSTOM_RANGE && (
        <CustomRangeFields
          idPrefix="transactions"
          value={filters.custom}
          onChange={filters.setCustom}
          error={filters.rangeError}
        />
      )}
    </div>
  );
}
