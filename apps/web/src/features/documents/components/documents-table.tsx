import type { DocumentRecord } from '@marketday/shared';
import { useCallback, useMemo, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { getErrorMessage } from '@/lib/api-client';
import { useDocuments } from '../api/list-documents';
import { useOpenDocument } from '../api/open-document';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { documentColumns } from './document-columns';
import { documentsCsv } from './document-csv';
import { DocumentFilterBar } from './document-filter-bar';
import {
  type DocumentFilters,
  type DocumentVendor,
  filterDocuments,
  NO_DOCUMENT_FILTERS,
} from './document-filters';
import { DocumentMobileCard } from './document-mobile-card';
import type { DocumentAction } from './document-row-actions';
import { EditDocumentDetailsSheet } from './edit-document-details-sheet';

type DocumentsTableProps = {
  /** Given to a manager: every vendor's documents, with vendor and market filters. */
  vendors?: DocumentVendor[] | undefined;
  onReplace: (document: DocumentRecord) => void;
};

const SORT_BY_URGENCY = [{ id: 'status', desc: false }];

export function DocumentsTable({ vendors, onReplace }: DocumentsTableProps) {
  const isManager = vendors !== undefined;
  const documentsQuery = useDocuments();
  const openDocument = useOpenDocument();
  const { showError } = useAlerts();
  const [filters, setFilters] = useState<DocumentFilters>(NO_DOCUMENT_FILTERS);
  // The target outlives `isDeleteOpen` so the dialog keeps its text while it animates closed.
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [editing, setEditing] = useState<DocumentRecord | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);

  const { mutate: open } = openDocument;
  const onAction = useCallback(
    (action: DocumentAction, document: DocumentRecord) => {
      if (action === 'replace') onReplace(document);
      if (action === 'edit') {
        setEditing(document);
        setIsEditOpen(true);
      }
      if (action === 'delete') {
        setDeleting(document);
        setIsDeleteOpen(true);
      }
      if (action === 'open') {
        open(
          { id: document.id, ownerId: isManager ? document.owner_id : undefined },
          { onError: (error) => showError(getErrorMessage(error, { useDetail: true })) },
        );
      }
    },
    [isManager, onReplace, open, showError],
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
  const rows = useMemo(
    () => filterDocuments({ documents: documentsQuery.data ?? [], vendors: vendors ?? [], filters }),
    [documentsQuery.data, vendors, filters],
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={documentsQuery.isPending}
        error={documentsQuery.error}
        emptyMessage={documentsQuery.data?.length === 0 ? 'No documents uploaded yet.' : 'No results.'}
        searchPlaceholder="Search documents..."
        getRowId={(document) => document.id}
        initialSorting={SORT_BY_URGENCY}
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
            <DocumentFilterBar filters={filters} onChange={setFilters} vendors={vendors} />
            <ExportCsvButton
              filename="documents.csv"
              getCsv={() => documentsCsv({ rows, showVendor: isManager })}
              disabled={documentsQuery.isPending || rows.length === 0}
              className="w-full sm:ml-auto sm:w-auto"
            />
          </>
        }
      />
      {editing && (
        <EditDocumentDetailsSheet
          key={editing.id}
          document={editing}
          open={isEditOpen}
          onOpenChange={setIsEditOpen}
        />
      )}
      {deleting && (
        <DeleteDocumentDialog
          key={deleting.id}
          document={deleting}
          open={isDeleteOpen}
          onOpenChange={setIsDeleteOpen}
        />
      )}
    </>
  );
}
