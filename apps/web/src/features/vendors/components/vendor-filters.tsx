import { VENDOR_TYPE_LABELS, VENDOR_TYPES, type VendorType } from '@marketday/shared';
import { FilterSelect } from '@/components/ui/option-select';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorFiltersProps = {
  markets: { id: string; name: string }[];
  type: VendorType | null;
  onTypeChange: (type: VendorType | null) => void;
  marketId: string | null;
  onMarketChange: (marketId: string | null) => void;
};

// "No filter" is the select's 'all' item, read back as null (FilterSelect).
export function VendorFilters({ markets, type, onTypeChange, marketId, onMarketChange }: VendorFiltersProps) {
  const t = useMessages(en);
  const typeOptions = VENDOR_TYPES.map((vendorType) => ({
    value: vendorType,
    label: sayShared(VENDOR_TYPE_LABELS[vendorType]),
  }));
  return (
    <>
      <FilterSelect
        allLabel={t('allVendorTypes')}
        value={type}
        options={typeOptions}
        onChange={(value) => onTypeChange(value as VendorType | null)}
        aria-label={t('filterByType')}
        className="sm:w-52"
      />
      {markets.length > 0 && (
        <FilterSelect
          allLabel={t('allMarkets')}
          value={marketId}
          options={markets.map((market) => ({ value: market.id, label: market.name }))}
          onChange={onMarketChange}
          aria-label={t('filterByMarket')}
          className="sm:w-56"
        />
      )}
    </>
  );
}
