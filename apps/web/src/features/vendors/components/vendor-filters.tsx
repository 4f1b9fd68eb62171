import { VENDOR_TYPE_LABELS, VENDOR_TYPES, type VendorType } from '@marketday/shared';
import { FilterSelect } from '@/components/ui/option-select';

const TYPE_OPTIONS = VENDOR_TYPES.map((vendorType) => ({
  value: vendorType,
  label: VENDOR_TYPE_LABELS[vendorType],
}));

type VendorFiltersProps = {
  markets: { id: string; name: string }[];
  type: VendorType | null;
  onTypeChange: (type: VendorType | null) => void;
  marketId: string | null;
  onMarketChange: (marketId: string | null) => void;
};

// "No filter" is the select's 'all' item, read back as null (FilterSelect).
export function VendorFilters({ markets, type, onTypeChange, marketId, onMarketChange }: VendorFiltersProps) {
  return (
    <>
      <FilterSelect
        allLabel="All Vendor Types"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(value) => onTypeChange(value as VendorType | null)}
        aria-label="Filter by vendor type"
        className="sm:w-52"
      />
      {markets.length > 0 && (
        <FilterSelect
          allLabel="All Markets"
          value={marketId}
          options={markets.map((market) => ({ value: market.id, label: market.name }))}
          onChange={onMarketChange}
          aria-label="Filter by market"
          className="sm:w-56"
        />
      )}
    </>
  );
}
