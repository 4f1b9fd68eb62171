import { VENDOR_TYPE_LABELS, VENDOR_TYPES, type VendorType } from '@marketday/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

// Radix Select items cannot have an empty value (docs/product.md §2), so "no filter" is spelled 'all'.
const ALL = 'all';

type VendorFiltersProps = {
  markets: { id: string; name: string }[];
  type: VendorType | null;
  onTypeChange: (type: VendorType | null) => void;
  marketId: string | null;
  onMarketChange: (marketId: string | null) => void;
};

export function VendorFilters({ markets, type, onTypeChange, marketId, onMarketChange }: VendorFiltersProps) {
  return (
    <>
      <Select
        value={type ?? ALL}
        onValueChange={(value) => onTypeChange(value === ALL ? null : (value as VendorType))}
      >
        <SelectTrigger aria-label="Filter by vendor type" className="sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Vendor Types</SelectItem>
          {VENDOR_TYPES.map((vendorType) => (
            <SelectItem key={vendorType} value={vendorType}>
              {VENDOR_TYPE_LABELS[vendorType]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {markets.length > 0 && (
        <Select
          value={marketId ?? ALL}
          onValueChange={(value) => onMarketChange(value === ALL ? null : value)}
        >
          <SelectTrigger aria-label="Filter by market" className="sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Markets</SelectItem>
            {markets.map((market) => (
              <SelectItem key={market.id} value={market.id}>
                {market.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </>
  );
}
