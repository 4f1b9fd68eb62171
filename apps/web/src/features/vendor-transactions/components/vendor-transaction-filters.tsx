import { CustomRangeFields } from '@/components/ui/custom-range-fields';
import { FormField } from '@/components/ui/form-field';
import { FilterSelect, OptionSelect } from '@/components/ui/option-select';
import { CUSTOM_RANGE, RANGE_OPTIONS, type RangeChoice } from '@/hooks/use-date-range-choice';
import type { VendorTransactionFiltersState } from './use-vendor-transaction-filters';

type VendorTransactionFiltersProps = {
  markets: { id: string; name: string }[];
  filters: VendorTransactionFiltersState;
};

export function VendorTransactionFilters({ markets, filters }: VendorTransactionFiltersProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <FormField id="vendor-transactions-market" label="Market">
          {() => (
            <FilterSelect
              id="vendor-transactions-market"
              allLabel="All Markets"
              value={filters.marketId}
              onChange={filters.setMarketId}
              options={markets.map((m) => ({ value: m.id, label: m.name }))}
            />
          )}
        </FormField>
        <FormField id="vendor-transactions-range" label="Date range">
          {(aria) => (
            <OptionSelect
              aria={aria}
              value={filters.rangeChoice}
              onValueChange={(value) => filters.setRangeChoice(value as RangeChoice)}
              options={RANGE_OPTIONS}
            />
          )}
        </FormField>
      </div>
      {filters.rangeChoice === CUSTOM_RANGE && (
        <CustomRangeFields
          idPrefix="vendor-transactions"
          value={filters.custom}
          onChange={filters.setCustom}
          error={filters.rangeError}
        />
      )}
    </div>
  );
}
