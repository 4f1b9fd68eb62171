import type { DocumentsQuery } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { listAllDocuments } from '@/entities/documents/list-documents';
import { downloadCsv } from '@/lib/download-file';
import { documentsCsv } from './document-csv';

type DocumentsCsvInput = {
  params: Omit<DocumentsQuery, 'page' | 'page_size'>;
  showVendor: boolean;
  filename: string;
};

// Every document of the current filter and sort, not only the page on screen: the pages are read one after
// another (200 each) and written as one CSV in the browser (docs/decisions/019, Documents).
export function useDocumentsCsvExport() {
  return useMutation({
    mutationFn: async ({ params, showVendor, filename }: DocumentsCsvInput) => {
      const rows = await listAllDocuments(params);
      downloadCsv(documentsCsv({ rows, showVendor }), filename);
    },
  });
}
