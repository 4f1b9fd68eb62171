import { DOCUMENT_SEARCH_MAX_LENGTH, DOCUMENT_SORT_COLUMNS, type DocumentRecord } from '@marketday/shared';
import { useCallback, useMemo, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { SearchInput } from '@/components/ui/search-input';
import { useDocuments } from '@/entities/documents/list-documents';
import { useOpenDocument } from '@/entities/documents/open-document';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOpening } from '@/hooks/use-opening';
import { useServerTable } from '@/hooks/use-server-table';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { documentColumns } from './document-columns';
import { DocumentDialog, type DocumentDialogTarget } from './document-dialog';
import { DocumentFilterBar } from './document-filter-bar';
import {
  type DocumentFilters,
  type DocumentVendor,
  documentFilterParams,
  NO_DOCUMENT_FILTERS,
} from './document-filters';
import { DocumentMobileCard } from './document-mobile-card';
import type { DocumentAction } from './document-row-actions';
import { useDocumentsCsvExport } from './use-documents-csv-export';
import { useVendorFilterParam } from './use-vendor-filter-param';
import { VendorFilterChip } from './vendor-filter-chip';

type DocumentsTableProps = {
  /** Given to a manager: every vendor's documents, with vendor and market filters. */
  vendors?: DocumentVendor[] | undefined;
  /** The manager's vendors are still loading (the vendor filter's chip waits for the name). */
  isLoadingVendors?: boolean;
  onReplace: (document: DocumentRecord) => void;
};

const SEARCH_DELAY_MS = 300;
const CSV_FILENAME = 'documents.csv';

// The server pages, filters, searches and sorts (docs/decisions/019; by default the most urgent first); this
// screen holds which page is shown.
export function DocumentsTable({ vendors, isLoadingVendors = false, onReplace }: DocumentsTableProps) {
  const t = useMessages(en);
  const isManager = vendors !== undefined;
  const [otherFilters, setOtherFilters] = useState<DocumentFilters>(NO_DOCUMENT_FILTERS);
  // A manager's vendor filter is `?vendor=` in the URL (a document notice links to it); a vendor has none.
  const [vendorParam, setVendorParam] = useVendorFilterParam();
  const vendorId = isManager ? vendorParam : null;
  const filters: DocumentFilters = { ...otherFilters, vendorId };
  const filteredVendor = vendorId ? vendors?.find((vendor) => vendor.id === vendorId) : undefined;
  // The select shows only the manager's own vendors; the chip names an id from elsewhere 'Unknown vendor'.
  const selectedVendorId = filteredVendor ? vendorId : null;
  const setFilters = (next: DocumentFilters) => {
    if (next.vendorId !== selectedVendorId) setVendorParam(next.vendorId);
    setOtherFilters({ ...next, vendorId: null });
  };
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const filterParams = documentFilterParams(filters, debouncedSearch);
  const table = useServerTable({
    defaultSort: { id: 'status', desc: false },
    columns: DOCUMENT_SORT_COLUMNS,
    resetKey: JSON.stringify(filterParams),
  });
  const documentsQuery = useDocuments({ ...filterParams, ...table.params });
  const exportCsv = useDocumentsCsvExport();
  const openDocument = useOpenDocument();
  const { showError } = useAlerts();
  const documentDialog = useOpening<DocumentDialogTarget>();

  const { mutate: open } = openDocument;
  const openDialog = documentDialog.open;
  const onAction = useCallback(
    (action: DocumentAction, document: DocumentRecord) => {
      if (action === 'replace') onReplace(document);
      if (action === 'edit' || action === 'delete') openDialog({ action, document });
      if (action === 'open') {
        open(
          { id: document.id, ownerId: isManager ? document.owner_id : undefined },
          { onError: (error) => showError(getErrorMessage(error, { useDetail: true })) },
        );
      }
    },
    [isManager, onReplace, open, showError, openDialog],
  );
  // A manager changes only the documents of vendors they keep; a vendor with an account keeps their own.
  const canChange = useCallback(
    (document: DocumentRecord) =>
      !isManager || (vendors ?? []).some((v) => v.id === document.owner_id && v.managed),
    [isManager, vendors],
  );
  const columns = useMemo(
    () => documentColumns({ showVendor: isManager, onAction, canChange }),
    [isManager, onAction, canChange],
  );
  const page = documentsQuery.data;
  const totalCount = page?.total_count ?? 0;
  const isFiltered = Object.keys(filterParams).length > 0;

  return (
    <>
      <DataTable
        columns={columns}
        data={page?.data ?? []}
        server={{ rowCount: totalCount, state: table.state }}
        isLoading={documentsQuery.isPending}
        error={documentsQuery.error}
        emptyMessage={isFiltered ? t('noResults') : t('noDocuments')}
        getRowId={(document) => document.id}
        mobileCard={(document) => (
          <DocumentMobileCard
            document={document}
            showVendor={isManager}
            onAction={onAction}
            canChange={canChange(document)}
          />
        )}
        toolbar={
          <>
            <SearchInput
              label={t('searchDocuments')}
              value={search}
              onChange={setSearch}
              maxLength={DOCUMENT_SEARCH_MAX_LENGTH}
            />
            <DocumentFilterBar
              filters={{ ...filters, vendorId: selectedVendorId }}
              onChange={setFilters}
              vendors={vendors}
            />
            {vendorId && (
              <VendorFilterChip
                vendorName={filteredVendor?.business_name ?? null}
                isLoading={isLoadingVendors}
                onRemove={() => setVendorParam(null)}
              />
            )}
            {/* Every document of the filter (not only this page), read from the server page by page. */}
            <ExportCsvButton
              filename={CSV_FILENAME}
              onExport={() =>
                exportCsv.mutate(
                  {
                    params: {
                      ...filterParams,
                      sort_by: table.params.sort_by,
                      sort_direction: table.params.sort_direction,
                    },
                    showVendor: isManager,
                    filename: CSV_FILENAME,
                  },
                  { onError: (error) => showError(getErrorMessage(error)) },
                )
              }
              isPending={exportCsv.isPending}
              disabled={documentsQuery.isPending || totalCount === 0}
              className="w-full sm:ml-auto sm:w-auto"
            />
          </>
        }
      />
      <DocumentDialog target={documentDialog.opening?.target ?? null} {...documentDialog.dialog} />
    </>
  );
}
