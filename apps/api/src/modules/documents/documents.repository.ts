import {
  compareDocumentStatus,
  DEFAULT_TIME_ZONE,
  type DocumentRecord,
  type DocumentSummaryRow,
  type DocumentType,
  documentStatus,
  documentStatusText,
  type ExpiredDocumentRow,
  isoDateInZone,
  REQUIRED_DOCUMENTS,
  type VendorType,
} from '@marketday/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, vendors } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect & { ownerName: string; vendorType: VendorType };

// Status is read against today's date where the markets are (DESIGN.md §4).
export function todayIn(now: Date, timeZone = DEFAULT_TIME_ZONE) {
  return isoDateInZone(now, timeZone);
}

export function toRecord(row: DocumentRow, today: string): DocumentRecord {
  return {
    id: row.id,
    creator_id: row.creatorId,
    owner_id: row.ownerVendorId ?? row.ownerManagerId ?? '',
    owner_name: row.ownerName,
    created_at: row.createdAt.toISOString(),
    type: row.type,
    path: row.fileName,
    size: row.size,
    version: row.version,
    expr: row.expr,
    meta: row.meta,
    status: documentStatus({ expr: row.expr, today }),
  };
}

// The newest version of each document type per vendor, for the vendors the filter allows.
export async function latestDocuments({
  db,
  where,
}: {
  db: Database;
  where: SQL | undefined;
}): Promise<DocumentRow[]> {
  const rows = await db
    .selectDistinctOn([documents.ownerVendorId, documents.type], {
      doc: documents,
      ownerName: vendors.businessName,
      vendorType: vendors.type,
    })
    .from(documents)
    .innerJoin(vendors, eq(vendors.id, documents.ownerVendorId))
    .where(where)
    .orderBy(documents.ownerVendorId, documents.type, desc(documents.version));
  return rows.map((r) => ({ ...r.doc, ownerName: r.ownerName, vendorType: r.vendorType }));
}

export async function findDocument({ db, id, vendorScope }: { db: Database; id: string; vendorScope: SQL }) {
  const [row] = await db
    .select({ doc: documents, ownerName: vendors.businessName, vendorType: vendors.type })
    .from(documents)
    .innerJoin(vendors, eq(vendors.id, documents.ownerVendorId))
    .where(and(eq(documents.id, id), vendorScope));
  return row ? { ...row.doc, ownerName: row.ownerName, vendorType: row.vendorType } : null;
}

export function summaryFor({
  vendorType,
  latest,
  today,
}: {
  vendorType: VendorType;
  latest: DocumentRow[];
  today: string;
}): DocumentSummaryRow[] {
  const required = REQUIRED_DOCUMENTS[vendorType];
  const types = [...new Set<DocumentType>([...required, ...latest.map((d) => d.type)])];
  return types
    .map((type) => {
      const doc = latest.find((d) => d.type === type) ?? null;
      return {
        type,
        required: required.includes(type),
        status: documentStatus({ expr: doc?.expr, today }),
        status_text: documentStatusText({ expr: doc?.expr, today }),
        expr: doc?.expr ?? null,
        document_id: doc?.id ?? null,
      };
    })
    .sort((a, b) => compareDocumentStatus(a.status, b.status));
}

const NEEDS_ATTENTION = new Set(['PAST_DUE', 'URGENT', 'DUE_SOON']);

export function expiredRows({
  latest,
  today,
}: {
  latest: DocumentRow[];
  today: string;
}): ExpiredDocumentRow[] {
  return latest
    .map((d) => ({
      id: d.id,
      name: d.fileName,
      type: d.type,
      expr: d.expr,
      status: documentStatus({ expr: d.expr, today }),
      vendor_id: d.ownerVendorId ?? '',
      vendor_name: d.ownerName,
    }))
    .filter((row) => NEEDS_ATTENTION.has(row.status))
    .sort((a, b) => compareDocumentStatus(a.status, b.status) || (a.expr ?? '').localeCompare(b.expr ?? ''));
}

export async function nextVersion({
  db,
  vendorId,
  type,
}: {
  db: Database;
  vendorId: string;
  type: DocumentType;
}) {
  const [row] = await db
    .select({ version: documents.version })
    .from(documents)
    .where(and(eq(documents.ownerVendorId, vendorId), eq(documents.type, type)))
    .orderBy(desc(documents.version))
    .limit(1);
  return (row?.version ?? 0) + 1;
}
