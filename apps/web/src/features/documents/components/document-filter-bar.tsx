import type { DocumentStatus, DocumentType } from '@marketday/shared';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import {
  type DocumentFilters,
  type DocumentVendor,
  marketFilterOptions,
  statusFilterOptions,
  typeFilterOptions,
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
  const t = useMessages(en);
  const set = (patch: Partial<DocumentFilters>) => onChange({ ...filters, ...patch });
  const markets = vendors ? marketFilterOptions(vendors) : [];
  return (
    <>
      {vendors && (
        <FilterSelect
          label={t('filterVendor')}
          allLabel={t('allVendors')}
          value={filters.vendorId}
          options={vendorFilterOptions(vendors)}
          onChange={(vendorId) => set({ vendorId })}
        />
      )}
      {markets.length > 0 && (
        <FilterSelect
          label={t('filterMarket')}
          allLabel={t('allMarkets')}
          value={filters.marketId}
          options={markets}
          onChange={(marketId) => set({ marketId })}
        />
      )}
      <FilterSelect
        label={t('filterType')}
        allLabel={t('allTypes')}
        value={filters.type}
        options={typeFilterOptions()}
        onChange={(type) => set({ type: type as DocumentType | null })}
      />
      <FilterSelect
        label={t('filterStatus')}
        allLabel={t('allStatuses')}
        value={filters.status}
        options={statusFilterOptions()}
        onChange={(status) => set({ status: status as DocumentStatus | null })}
      />
    </>
  );
}
