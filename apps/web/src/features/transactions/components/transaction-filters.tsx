import { ALL_VENDOR_TYPES_LABEL, VENDOR_TYPE_LABELS, VENDOR_TYPES } from '@marketday/shared';
import { ChosenCustomRangeFields } from '@/components/ui/custom-range-fields';
import { LabelledSelect } from '@/components/ui/option-select';
import { MarketFilterSelect } from '@/entities/markets/market-filter-select';
import { RANGE_OPTIONS, type RangeChoice } from '@/hooks/use-date-range-choice';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { TransactionFiltersState, VendorTypeChoice } from './use-transaction-filters';
import type { VendorTransactionFiltersState } from './use-vendor-transaction-filters';

// Market and date range for both roles; only the manager's list (many vendors) filters by vendor type.
type TransactionFiltersProps = { markets: { id: string; name: string }[] } & (
  | { viewer: 'manager'; filters: TransactionFiltersState }
  | { viewer: 'vendor'; filters: VendorTransactionFiltersState }
);

export function TransactionFilters({ markets, ...props }: TransactionFiltersProps) {
  const t = useMessages(en);
  const { filters } = props;
  const idPrefix = props.viewer === 'manager' ? 'transactions' : 'vendor-transactions';
  return (
    <div className="grid gap-4">
      <div
        className={cn(
          'grid gap-4 sm:grid-cols-2',
          props.viewer === 'manager' ? 'lg:grid-cols-3' : 'lg:max-w-3xl',
        )}
      >
        <MarketFilterSelect
          id={`${idPrefix}-market`}
          markets={markets}
          marketId={filters.marketId}
          onChange={filters.setMarketId}
        />
        <LabelledSelect
          id={`${idPrefix}-range`}
          label={t('dateRange')}
          value={filters.rangeChoice}
          onChange={(value) => filters.setRangeChoice(value as RangeChoice)}
          options={RANGE_OPTIONS}
        />
        {props.viewer === 'manager' && (
          <LabelledSelect
            id="transactions-vendor-type"
            label={t('vendorType')}
            value={props.filters.vendorType}
            onChange={(value) => props.filters.setVendorType(value as VendorTypeChoice)}
            options={[
              { value: ALL_VENDOR_TYPES_LABEL, label: sayShared(ALL_VENDOR_TYPES_LABEL) },
              ...VENDOR_TYPES.map((type) => ({ value: type, label: sayShared(VENDOR_TYPE_LABELS[type]) })),
            ]}
          />
        )}
      </div>
      <ChosenCustomRangeFields idPrefix={idPrefix} range={filters} />
    </div>
  );
}
