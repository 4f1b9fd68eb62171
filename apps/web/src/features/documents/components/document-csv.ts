import { type CsvColumn, DOCUMENT_TYPE_LABELS, type DocumentRecord, toCsv } from '@marketday/shared';
import { uploadedText } from './document-columns';
import { DOCUMENT_STATUS_LABELS } from './status-badge';

// The listed documents as a CSV (the shared writer): managers get the vendor column too.
export function documentsCsv({ rows, showVendor }: { rows: readonly DocumentRecord[]; showVendor: boolean }) {
  const columns: CsvColumn<DocumentRecord>[] = [
    ...(showVendor ? [{ header: 'Vendor', value: (d: DocumentRecord) => d.owner_name }] : []),
    { header: 'Type', value: (d) => DOCUMENT_TYPE_LABELS[d.type] },
    { header: 'Status', value: (d) => DOCUMENT_STATUS_LABELS[d.status] },
    { header: 'Expires', value: (d) => d.expr, kind: 'date' },
    { header: 'Version', value: (d) => d.version, kind: 'number' },
    // created_at is an instant: the local calendar day it fell on, as the table shows it.
    { header: 'Uploaded', value: (d) => uploadedText(d.created_at) },
  ];
  return toCsv(rows, columns);
}
