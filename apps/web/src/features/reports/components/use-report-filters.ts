import {
  ALL_VENDOR_TYPES_LABEL,
  marketsTimeZone,
  type ReportGroup,
  type ReportQuery,
  type VendorType,
  type ViewMode,
} from '@marketday/shared';
import { useState } from 'react';
import { useDateRangeChoice } from '@/hooks/use-date-range-choice';

export type VendorTypeChoice = VendorType | typeof ALL_VENDOR_TYPES_LABEL;

// What the report shows: filters that go to the API, and which total table is on screen. Its presets count from
// today at the chosen market (or the manager's markets), not the device's date.
export function useReportFilters(markets: readonly { id: string; time_zone: string }[]) {
  const [marketId, setMarketId] = useState<string | null>(null);
  const range = useDateRangeChoice('Last4Weeks', marketsTimeZone(markets, marketId));
  const [vendorType, setVendorType] = useState<VendorTypeChoice>(ALL_VENDOR_TYPES_LABEL);
  const [viewMode, setViewMode] = useState<ViewMode>('detail');
  const [group, setGroup] = useState<ReportGroup>('vendors');

  // 'All markets' and 'All Vendor Types' are sent by leaving the parameter out.
  const query: ReportQuery = {
    ...(marketId ? { market_id: marketId } : {}),
    start_date: range.applied.start,
    end_date: range.applied.end,
    ...(vendorType === ALL_VENDOR_TYPES_LABEL ? {} : { vendor_type: vendorType }),
    view_mode: viewMode,
  };

  return {
    range,
    marketId,
    setMarketId,
    vendorType,
    setVendorType,
    viewMode,
    setViewMode,
    group,
    setGroup,
    query,
  };
}

export type ReportFiltersState = ReturnType<typeof useReportFilters>;
