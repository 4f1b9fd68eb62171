import {
  type CsvColumn,
  DOCUMENT_TYPE_LABELS,
  type DocumentRecord,
  formatDisplayDate,
  toCsv,
} from '@marketday/shared';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { DOCUMENT_STATUS_KEYS } from './status-badge';

// The listed documents as a CSV (the shared writer): managers get the vendor column too. The headers and names are
// in the reader's language, as on screen; the dates stay MM/DD/YYYY, one form a spreadsheet reads, whatever the
// language (created_at is an instant: the local calendar day it fell on).
export function documentsCsv({ rows, showVendor }: { rows: readonly DocumentRecord[]; showVendor: boolean }) {
  const t = messagesOf(en);
  const columns: CsvColumn<DocumentRecord>[] = [
    ...(showVendor ? [{ header: t('colVendor'), value: (d: DocumentRecord) => d.owner_name }] : []),
    { header: t('colType'), value: (d) => sayShared(DOCUMENT_TYPE_LABELS[d.type]) },
    { header: t('colStatus'), value: (d) => t(DOCUMENT_STATUS_KEYS[d.status]) },
    { header: t('colExpires'), value: (d) => d.expr, kind: 'date' },
    { header: t('colVersion'), value: (d) => d.version, kind: 'number' },
    { header: t('colUploaded'), value: (d) => formatDisplayDate(new Date(d.created_at)) },
  ];
  return toCsv(rows, columns);
}
