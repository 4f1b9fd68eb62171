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
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ReportFiltersState, VendorTypeChoice } from './use-report-filters';

// Made at render time, so the labels follow the language shown.
const vendorTypeOptions = (): SelectOption[] => [
  { value: ALL_VENDOR_TYPES_LABEL, label: sayShared(ALL_VENDOR_TYPES_LABEL) },
  ...VENDOR_TYPES.map((type) => ({ value: type, label: sayShared(VENDOR_TYPE_LABELS[type]) })),
];
const viewOptions = () =>
  VIEW_MODES.map((mode) => ({ value: mode, label: sayShared(VIEW_MODE_LABELS[mode]) }));

type ReportFiltersProps = {
  markets: { id: string; name: string }[];
  filters: ReportFiltersState;
};

export function ReportFilters({ markets, filters }: ReportFiltersProps) {
  const t = useMessages(en);
  const { range } = filters;
  return (
    <section aria-label={t('reportFilters')} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <MarketFilterSelect
          id="report-market"
          markets={markets}
          marketId={filters.marketId}
          onChange={filters.setMarketId}
        />
        <LabelledSelect
          id="report-range"
          label={t('dateRange')}
          value={range.rangeChoice}
          onChange={(value) => range.setRangeChoice(value as RangeChoice)}
          options={RANGE_OPTIONS}
        />
        <LabelledSelect
          id="report-vendor-type"
          label={t('vendorType')}
          value={filters.vendorType}
          onChange={(value) => filters.setVendorType(value as VendorTypeChoice)}
          options={vendorTypeOptions()}
        />
        <div className="grid min-w-0 content-start gap-2">
          <span className="font-medium text-sm leading-none">{t('view')}</span>
          <SegmentedControl
            label={t('viewMode')}
            value={filters.viewMode}
            options={viewOptions()}
            onChange={filters.setViewMode}
          />
        </div>
      </div>
      <ChosenCustomRangeFields idPrefix="report" range={range} />
    </section>
  );
}
