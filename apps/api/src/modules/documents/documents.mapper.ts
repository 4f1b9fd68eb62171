import {
  compareDocumentStatus,
  compareDocumentUrgency,
  type DocumentRecord,
  type DocumentSummaryRow,
  type DocumentType,
  documentStatusFields,
  type ExpiredDocumentRow,
  REQUIRED_DOCUMENTS,
  type VendorType,
} from '@marketday/shared';
import type { DocumentRow, VendorDocumentRow } from './documents.repository';

// Every answer that describes a document is built here, with its status and the status's wording worked out
// once (shared documentStatusFields) against the one `today` the caller passes: shared isoToday(now).

// The one record mapper: a vendor's document or a manager's own report alike.
export function toDocumentRecord(row: DocumentRow, today: string): DocumentRecord {
  return {
    id: row.id,
    creator_id: row.creatorId,
    owner_id: row.ownerId,
    owner_name: row.ownerName,
    created_at: row.createdAt.toISOString(),
    type: row.type,
    path: row.fileName,
    size: row.size,
    version: row.version,
    expr: row.expr,
    meta: row.meta,
    ...documentStatusFields({ expr: row.expr, today }),
  };
}

// One line per document type the vendor needs or has, the most pressing first.
export function toSummaryRows({
  vendorType,
  latest,
  today,
}: {
  vendorType: VendorType;
  latest: VendorDocumentRow[];
  today: string;
}): DocumentSummaryRow[] {
  const required = REQUIRED_DOCUMENTS[vendorType];
  const types = [...new Set<DocumentType>([...required, ...latest.map((d) => d.type)])];
  return types
    .map((type) => {
      const doc = latest.find((d) => d.type === type);
      return {
        type,
        required: required.includes(type),
        ...documentStatusFields({ expr: doc?.expr, today }),
        expr: doc?.expr ?? null,
        document_id: doc?.id ?? null,
      };
    })
    .sort((a, b) => compareDocumentStatus(a.status, b.status));
}

const NEEDS_ATTENTION = new Set(['PAST_DUE', 'URGENT', 'DUE_SOON']);

// The documents that need attention, the most pressing first.
export function toExpiredRows({
  latest,
  today,
}: {
  latest: VendorDocumentRow[];
  today: string;
}): ExpiredDocumentRow[] {
  return latest
    .map((d) => ({
      id: d.id,
      name: d.fileName,
      type: d.type,
      expr: d.expr,
      ...documentStatusFields({ expr: d.expr, today }),
      vendor_id: d.ownerId,
      vendor_name: d.ownerName,
    }))
    .filter((row) => NEEDS_ATTENTION.has(row.status))
    .sort(compareDocumentUrgency);
}
