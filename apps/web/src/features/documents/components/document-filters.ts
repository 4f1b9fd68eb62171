import {
  DOCUMENT_STATUS_ORDER,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentsQuery,
  type DocumentType,
} from '@marketday/shared';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { SelectOption } from './select-field';
import { DOCUMENT_STATUS_KEYS } from './status-badge';

export type DocumentVendor = {
  id: string;
  business_name: string;
  /** Kept by this manager: false for a vendor with their own account, whose documents the manager only reads. */
  managed: boolean;
  markets: { id: string; name: string }[];
};

export type DocumentListFilterParams = Pick<
  DocumentsQuery,
  'owner_id' | 'market_id' | 'type' | 'status' | 'search'
>;

export type DocumentFilters = {
  vendorId: string | null;
  marketId: string | null;
  type: DocumentType | null;
  status: DocumentStatus | null;
};

export const NO_DOCUMENT_FILTERS: DocumentFilters = {
  vendorId: null,
  marketId: null,
  type: null,
  status: null,
};

// The options in the language shown now.
export function typeFilterOptions(): SelectOption[] {
  return DOCUMENT_TYPES.map((type) => ({ value: type, label: sayShared(DOCUMENT_TYPE_LABELS[type]) }));
}

export function statusFilterOptions(): SelectOption[] {
  const t = messagesOf(en);
  return DOCUMENT_STATUS_ORDER.map((status) => ({ value: status, label: t(DOCUMENT_STATUS_KEYS[status]) }));
}

export function vendorFilterOptions(vendors: DocumentVendor[]): SelectOption[] {
  return [...vendors]
    .sort((a, b) => a.business_name.localeCompare(b.business_name))
    .map((vendor) => ({ value: vendor.id, label: vendor.business_name }));
}

// The markets any vendor belongs to, each once, by name.
export function marketFilterOptions(vendors: DocumentVendor[]): SelectOption[] {
  const byId = new Map(vendors.flatMap((vendor) => vendor.markets.map((m) => [m.id, m.name] as const)));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

// The filters and search as GET /documents parameters (docs/decisions/019): the server filters, so the pager,
// the count and the CSV all describe the same documents. "All" and an empty search are left out. A document
// belongs to a market through its owner's membership; a market report (CDFA) names its market.
export function documentFilterParams(filters: DocumentFilters, search = ''): DocumentListFilterParams {
  const term = search.trim();
  return {
    ...(filters.vendorId ? { owner_id: filters.vendorId } : {}),
    ...(filters.marketId ? { market_id: filters.marketId } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(term ? { search: term } : {}),
  };
}
