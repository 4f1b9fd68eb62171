import type { DocumentStatus, DocumentType } from '@marketday/shared';
import {
  type DocumentFilters,
  type DocumentVendor,
  marketFilterOptions,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
  vendorFilterOptions,
} from './document-filters';
import { FilterSelect } from './filter-select';

type DocumentFilterBarProps = {
  filters: DocumentFilters;
  onChange: (filters: DocumentFilters) => void;
  /** Managers filter by vendor and market too. */
  vendors?: DocumentVendor[] | undefined;
};

export function DocumentFilterBar({ filters, onChange, vendors }: DocumentFilterBarProps) {
  const set = (patch: Partial<DocumentFilters>) => onChange({ ...filters, ...patch });
  const markets = vendors ? marketFilterOptions(vendors) : [];
  return (
    <>
      {vendors && (
        <FilterSelect
          label="Filter by vendor"
          allLabel="All Vendors"
          value={filters.vendorId}
          options={vendorFilterOptions(vendors)}
          onChange={(vendorId) => set({ vendorId })}
        />
      )}
      {markets.length > 0 && (
        <FilterSelect
          label="Filter by market"
          allLabel="All Markets"
          value={filters.marketId}
          options={markets}
          onChange={(marketId) => set({ marketId })}
        />
      )}
      <FilterSelect
        label="Filter by document type"
        allLabel="All Types"
        value={filters.type}
        options={TYPE_FILTER_OPTIONS}
        onChange={(type) => set({ type: type as DocumentType | null })}
      />
      <FilterSelect
        label="Filter by status"
        allLabel="All Statuses"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(status) => set({ status: status as DocumentStatus | null })}
      />
    </>
  );
}
