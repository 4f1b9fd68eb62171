import { DEFAULT_TIME_ZONE, type DocumentType, isoDateInZone, type VendorType } from '@marketday/shared';
import { and, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database, VendorKey } from '../../db/client';
import { documents, marketVendors, vendors } from '../../db/schema';
import { visibleTo } from '../vendors';

// A document's own row, and the values of a new one.
export type StoredDocument = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
// A document with its owner, vendor or manager, as the joined owner row names it (so never a missing id).
export type DocumentRow = StoredDocument & { ownerId: string; ownerName: string };
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
  doc: StoredDocument;
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

const ofType = (type: DocumentType | undefined) => (type ? eq(documents.type, type) : undefined);

// Who reads vendors' documents (document-access DocumentActor): a vendor, or a manager (a co-manager by markets).
export type DocumentReader =
  | { role: 'VENDOR'; vendorId: string }
  | { role: 'MARKET_MANAGER'; managerId: string; marketIds: string[] | null };

// Reading: vendors see their own documents; managers those of every vendor they see (docs/product.md §6: through owner_id).
export function vendorScope({
  db,
  reader,
  ownerId,
}: {
  db: Database;
  reader: DocumentReader;
  ownerId?: string | undefined;
}): SQL {
  const own =
    reader.role === 'VENDOR'
      ? eq(vendors.id, reader.vendorId)
      : (visibleTo(db, reader.managerId, reader.marketIds) as SQL);
  return ownerId ? (and(own, eq(vendors.id, ownerId)) as SQL) : own;
}

// A vendor the reader sees, or null.
export async function findReadableVendor({
  db,
  reader,
  id,
}: {
  db: Database;
  reader: DocumentReader;
  id: string;
}) {
  const [row] = await db
    .select({ id: vendors.id, type: vendors.type, managerId: vendors.managerId })
    .from(vendors)
    .where(and(eq(vendors.id, id), vendorScope({ db, reader })));
  return row ?? null;
}

// The latest documents of the vendors the reader sees (of one owner, of one type, when given).
export function latestReadableDocuments({
  db,
  reader,
  ownerId,
  type,
}: {
  db: Database;
  reader: DocumentReader;
  ownerId?: string | undefined;
  type?: DocumentType | undefined;
}) {
  return latestDocuments({ db, where: and(vendorScope({ db, reader, ownerId }), ofType(type)) });
}

export function latestVendorDocuments({ db, vendorId }: { db: Database; vendorId: string }) {
  return latestDocuments({ db, where: eq(vendors.id, vendorId) });
}

// The vendors selling at a market, and the latest documents of each.
export async function marketSellerDocuments({ db, marketId }: { db: Database; marketId: string }) {
  const sellers = await db
    .select({ id: vendors.id, name: vendors.businessName, type: vendors.type })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(eq(marketVendors.marketId, marketId));
  const latest = sellers.length
    ? await latestDocuments({
        db,
        where: inArray(
          vendors.id,
          sellers.map((s) => s.id),
        ),
      })
    : [];
  return { sellers, latest };
}

async function findDocumentWhere({
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

// A vendor's document the reader sees (of that owner, when given).
export function findReadableDocument({
  db,
  id,
  reader,
  ownerId,
}: {
  db: Database;
  id: string;
  reader: DocumentReader;
  ownerId?: string | undefined;
}) {
  return findDocumentWhere({ db, id, vendorScope: vendorScope({ db, reader, ownerId }) });
}

// A document of this vendor's.
export function findVendorDocument({ db, id, vendorId }: { db: Database; id: string; vendorId: string }) {
  return findDocumentWhere({ db, id, vendorScope: eq(vendors.id, vendorId) });
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
}: VendorKey & {
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

// Inside the transaction that stores a vendor's document, first: uploads for this vendor wait for each other.
export async function lockVendorDocuments(tx: Database, vendorId: string) {
  await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('no key update');
}

// The new row's id, or undefined when nothing was stored.
export async function insertDocument(tx: Database, values: NewDocument): Promise<string | undefined> {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
  return row?.id;
}

export async function deleteDocumentRow(db: Database, id: string) {
  await db.delete(documents).where(eq(documents.id, id));
}

// A document's row, locked for a change in the caller's transaction.
export async function lockDocumentRow(tx: Database, id: string): Promise<StoredDocument | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

export async function hasNewerVersion(
  tx: Database,
  { vendorId, type, version }: { vendorId: string; type: DocumentType; version: number },
) {
  const [newer] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(eq(documents.ownerVendorId, vendorId), eq(documents.type, type), gt(documents.version, version)),
    )
    .limit(1);
  return Boolean(newer);
}

export async function updateDocumentRow(
  tx: Database,
  id: string,
  values: Pick<NewDocument, 'expr' | 'meta'>,
): Promise<StoredDocument | undefined> {
  const [after] = await tx.update(documents).set(values).where(eq(documents.id, id)).returning();
  return after;
}

// Which of these stored files a document row points to.
export async function referencedStorageKeys(db: Database, keys: string[]) {
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}
