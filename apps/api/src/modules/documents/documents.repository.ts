import { DEFAULT_TIME_ZONE, type DocumentType, isoDateInZone, type VendorType } from '@marketday/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, vendors } from '../../db/schema';

// A document with its owner, vendor or manager, as the joined owner row names it (so never a missing id).
export type DocumentRow = typeof documents.$inferSelect & { ownerId: string; ownerName: string };
export type VendorDocumentRow = DocumentRow & { vendorType: VendorType };

// The date in a zone; documents.routes counts document status against shared isoToday (America/Los_Angeles).
// Kept for callers outside this module (checkout context, CDFA report) that pass a market's zone.
export function todayIn(now: Date, timeZone = DEFAULT_TIME_ZONE) {
  return isoDateInZone(now, timeZone);
}

const vendorDocumentColumns = {
  doc: documents,
  ownerId: vendors.id,
  ownerName: vendors.businessName,
  vendorType: vendors.type,
};

function toRow(r: {
  doc: typeof documents.$inferSelect;
  ownerId: string;
  ownerName: string;
  vendorType: VendorType;
}): VendorDocumentRow {
  return { ...r.doc, ownerId: r.ownerId, ownerName: r.ownerName, vendorType: r.vendorType };
}

// The newest version of each document type per vendor, for the vendors the filter allows.
export async function latestDocuments({
  db,
  where,
}: {
  db: Database;
  where: SQL | undefined;
}): Promise<VendorDocumentRow[]> {
  const rows = await db
    .selectDistinctOn([documents.ownerVendorId, documents.type], vendorDocumentColumns)
    .from(documents)
    .innerJoin(vendors, eq(vendors.id, documents.ownerVendorId))
    .where(where)
    .orderBy(documents.ownerVendorId, documents.type, desc(documents.version));
  return rows.map(toRow);
}

export const ofType = (type: DocumentType | undefined) => (type ? eq(documents.type, type) : undefined);

export async function findDocument({
  db,
  id,
  vendorScope,
}: {
  db: Database;
  id: string;
  vendorScope: SQL;
}): Promise<VendorDocumentRow | null> {
  const [row] = await db
    .select(vendorDocumentColumns)
    .from(documents)
    .innerJoin(vendors, eq(vendors.id, documents.ownerVendorId))
    .where(and(eq(documents.id, id), vendorScope));
  return row ? toRow(row) : null;
}

// Any document by id, whoever owns it: only for serving a file through a link already checked.
export async function findStoredFile({ db, id }: { db: Database; id: string }) {
  const [row] = await db
    .select({
      type: documents.type,
      version: documents.version,
      storageKey: documents.storageKey,
      contentType: documents.contentType,
    })
    .from(documents)
    .where(eq(documents.id, id));
  return row ?? null;
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
