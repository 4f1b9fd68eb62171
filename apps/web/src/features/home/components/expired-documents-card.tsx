import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type ExpiredDocumentRow,
} from '@marketday/shared';
import { useMemo } from 'react';
import { DataTable, DataTableErrorCard } from '@/components/ui/data-table';
import { LabelledFilterSelect } from '@/components/ui/option-select';
import { displayDateOrDash } from '@/lib/i18n/dates';
import { sayShared, useLocale, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { expiredDocumentColumns, type RenderDocumentStatus } from './expired-document-columns';
import { ExpiredDocumentsEmpty } from './expired-documents-empty';
import { ExpiredDocumentsFrame } from './expired-documents-frame';

export type ExpiredDocumentFilters = { vendorId: string | null; type: DocumentType | null };
export const ALL_EXPIRED_DOCUMENTS: ExpiredDocumentFilters = { vendorId: null, type: null };

const SORT_BY_URGENCY = [{ id: 'status', desc: false }];

export type ExpiredDocumentsCardProps = {
  vendors: { id: string; business_name: string }[] | undefined;
  documents: ExpiredDocumentRow[] | undefined;
  isLoading: boolean;
  error?: unknown;
  filters: ExpiredDocumentFilters;
  onFiltersChange: (filters: ExpiredDocumentFilters) => void;
  /** The documents feature's status badge, handed in by the page. */
  renderStatus: RenderDocumentStatus;
};

export function ExpiredDocumentsCard(props: ExpiredDocumentsCardProps) {
  return (
    <ExpiredDocumentsFrame>
      <ExpiredDocumentsContent {...props} />
    </ExpiredDocumentsFrame>
  );
}

/** The card's filters and table, loaded apart from its frame by the manager's home. */
export function ExpiredDocumentsContent({
  vendors,
  documents,
  isLoading,
  error,
  filters,
  onFiltersChange,
  renderStatus,
}: ExpiredDocumentsCardProps) {
  const t = useMessages(en);
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are said in the language shown
  const columns = useMemo(() => expiredDocumentColumns(renderStatus), [renderStatus, locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are said in the language shown
  const typeOptions = useMemo(
    () => DOCUMENT_TYPES.map((type) => ({ value: type, label: sayShared(DOCUMENT_TYPE_LABELS[type]) })),
    [locale],
  );
  const vendorOptions = useMemo(
    () =>
      [...(vendors ?? [])]
        .sort((a, b) => a.business_name.localeCompare(b.business_name))
        .map((vendor) => ({ value: vendor.id, label: vendor.business_name })),
    [vendors],
  );

  if (vendors && vendors.length === 0) return <ExpiredDocumentsEmpty reason="no-vendors" />;
  const rows = documents ?? [];
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:*:w-56">
        <LabelledFilterSelect
          id="expired-vendor"
          label={t('vendor')}
          allLabel={t('allVendors')}
          value={filters.vendorId}
          options={vendorOptions}
          onChange={(vendorId) => onFiltersChange({ ...filters, vendorId })}
        />
        <LabelledFilterSelect
          id="expired-type"
          label={t('documentType')}
          allLabel={t('allTypes')}
          value={filters.type}
          options={typeOptions}
          onChange={(type) => onFiltersChange({ ...filters, type: type as DocumentType | null })}
        />
      </div>
      {error ? (
        <DataTableErrorCard error={error} />
      ) : !isLoading && rows.length === 0 ? (
        <ExpiredDocumentsEmpty reason="no-match" />
      ) : (
        <DataTable
          columns={columns}
          data={rows}
          isLoading={isLoading}
          getRowId={(row) => row.id}
          initialSorting={SORT_BY_URGENCY}
          mobileCard={(row) => (
            <div className="flex flex-col gap-2">
              <div>
                <p className="font-semibold leading-tight">{row.vendor_name}</p>
                <p className="text-muted-foreground text-sm">{sayShared(DOCUMENT_TYPE_LABELS[row.type])}</p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                {renderStatus(row)}
                <span className="text-sm tabular-nums">
                  {t('expiresOn', { date: displayDateOrDash(row.expr) })}
                </span>
              </div>
            </div>
          )}
        />
      )}
    </>
  );
}
