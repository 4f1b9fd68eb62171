import {
  ALL_VENDOR_TYPES_LABEL,
  VENDOR_TYPE_LABELS,
  VENDOR_TYPES,
  VIEW_MODE_LABELS,
  VIEW_MODES,
} from '@marketday/shared';
import { ChosenCustomRangeFields } from '@/components/ui/custom-range-fields';
import { LabelledSelect, type SelectOption } from '@/components/ui/option-select';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { MarketFilterSelect } from '@/entities/markets/market-filter-select';
import { RANGE_OPTIONS, type RangeChoice } from '@/hooks/use-date-range-choice';
import type { ReportFiltersState, VendorTypeChoice } from './use-report-filters';

const VENDOR_TYPE_OPTIONS: SelectOption[] = [
  { value: ALL_VENDOR_TYPES_LABEL, label: ALL_VENDOR_TYPES_LABEL },
  ...VENDOR_TYPES.map((type) => ({ value: type, label: VENDOR_TYPE_LABELS[type] })),
];
const VIEW_OPTIONS = VIEW_MODES.map((mode) => ({ value: mode, label: VIEW_MODE_LABELS[mode] }));

type ReportFiltersProps = {
  markets: { id: string; name: string }[];
  filters: ReportFiltersState;
};

export function ReportFilters({ markets, filters }: ReportFiltersProps) {
  const { range } = filters;
  return (
    <section aria-label="Report filters" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <MarketFilterSelect
          id="report-market"
          markets={markets}
          marketId={filters.marketId}
          onChange={filters.setMarketId}
        />
        <LabelledSelect
          id="report-range"
          label="Date range"
          value={range.rangeChoice}
          onChange={(value) => range.setRangeChoice(value as RangeChoice)}
          options={RANGE_OPTIONS}
        />
        <LabelledSelect
          id="report-vendor-type"
          label="Vendor type"
          value={filters.vendorType}
          onChange={(value) => filters.setVendorType(value as VendorTypeChoice)}
          options={VENDOR_TYPE_OPTIONS}
        />
        <div className="grid min-w-0 content-start gap-2">
          <span className="font-medium text-sm leading-none">View</span>
          <SegmentedControl
            label="View mode"
            value={filters.viewMode}
            options={VIEW_OPTIONS}
            onChange={filters.setViewMode}
          />
        </div>
      </div>
      <ChosenCustomRangeFields idPrefix="report" range={range} />
    </section>
  );
}
