import type { Readable } from 'node:stream';
import type { DocumentParamsSchema, DocumentsQueryParsed, DocumentType } from '@marketday/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { type FileStorage, removeOnFailure } from '../../plugins/storage';
import {
  changeableDocument,
  type DocumentActor,
  documentOwner,
  ownReportsOf,
  visibleDocument,
} from './document-access';
import { latestDocumentPage } from './document-list.repository';
import {
  deleteDocumentRow,
  findStoredFile,
  findVendorDocument,
  insertDocument,
  latestReadableDocuments,
  latestVendorDocuments,
  lockVendorDocuments,
  nextVersion,
} from './documents.repository';
import type { StoredFile } from './receive-upload';
import { signFileUrl, verifyFileUrl } from './signed-url';
import { pruneOldVersions, type QuotaSettings, refuseOverQuota } from './storage-quota';
import { lockQuotaOwner, quotaOwnerOfVendor } from './storage-quota.repository';

// A file already stored and its details already checked (receive-upload.ts).
type Upload = { details: DocumentParamsOutput; file: StoredFile };
type DocumentParamsOutput = z.output<typeof DocumentParamsSchema>;

// One page of the latest version of each document the actor may read: vendors' documents in scope and a
// manager's own reports (the same scope rules as one document, document-access), filtered, searched and
// sorted by the database (docs/decisions/019).
export async function listDocumentPage({
  db,
  actor,
  query,
  today,
}: {
  db: Database;
  actor: DocumentActor;
  query: DocumentsQueryParsed;
  today: string;
}) {
  const ownerId = query.owner_id;
  const managerId = ownReportsOf(actor, ownerId);
  // The manager's own id as owner names only their reports; the list fails closed when it would name nothing.
  const vendorDocuments = !(ownerId && ownerId === managerId);
  return latestDocumentPage({
    db,
    scope: { reader: actor, ownerId, vendorDocuments, ownReportsOf: managerId },
    type: query.type,
    filter: { status: query.status, marketId: query.market_id, search: query.search || undefined },
    order: { sortBy: query.sort_by, direction: query.sort_direction },
    page: { page: query.page, page_size: query.page_size },
    today,
  });
}

// A new document, or the next version of its type, for a vendor the actor may change. The owner is checked
// before a byte of the file is stored.
export async function uploadDocument({
  db,
  storage,
  actor,
  ownerId,
  receive,
  quota,
}: {
  db: Database;
  storage: FileStorage;
  actor: DocumentActor;
  ownerId?: string | undefined;
  receive: () => Promise<Upload>;
  quota: QuotaSettings;
}) {
  const vendor = await documentOwner({ db, actor, ownerId, intent: 'write' });
  const upload = await receive();
  const id = await saveUploadedDocument({
    db,
    storage,
    vendorId: vendor.id,
    creatorId: actor.userId,
    upload,
    quota,
  });
  const saved = await findVendorDocument({ db, id, vendorId: vendor.id });
  if (!saved) throw new Error('Document was not stored');
  return saved;
}

// What a vendor needs and has: the vendor's type and the latest of each of their documents.
export async function documentSummary({
  db,
  actor,
  ownerId,
}: {
  db: Database;
  actor: DocumentActor;
  ownerId?: string | undefined;
}) {
  const vendor = await documentOwner({ db, actor, ownerId, intent: 'read' });
  const latest = await latestVendorDocuments({ db, vendorId: vendor.id });
  return { vendorType: vendor.type, latest };
}

// The latest documents of the vendors in scope, for the list of what needs attention.
export function latestInScope({
  db,
  actor,
  ownerId,
  type,
}: {
  db: Database;
  actor: DocumentActor;
  ownerId?: string | undefined;
  type?: DocumentType | undefined;
}) {
  return latestReadableDocuments({ db, reader: actor, ownerId, type });
}

// A signed, short-lived link to a document the actor may see.
export async function documentLink({
  db,
  actor,
  id,
  ownerId,
  key,
  now,
}: {
  db: Database;
  actor: DocumentActor;
  id: string;
  ownerId?: string | undefined;
  key: Buffer;
  now: Date;
}) {
  const doc = await visibleDocument({ db, actor, id, ownerId });
  return { url: signFileUrl({ key, id: doc.id, now }) };
}

export async function removeDocument({
  db,
  storage,
  actor,
  id,
}: {
  db: Database;
  storage: FileStorage;
  actor: DocumentActor;
  id: string;
}) {
  await deleteDocument({ db, storage, document: await changeableDocument({ db, actor, id }) });
}

const EXPIRED_LINK = 'This link has expired. Open the document again.';

// The file behind a signed link: its bytes and how to name them. The link itself is the permission.
export async function openStoredFile({
  db,
  storage,
  key,
  id,
  expires,
  sig,
  now,
}: {
  db: Database;
  storage: FileStorage;
  key: Buffer;
  id: string;
  expires: number;
  sig: string;
  now: Date;
}): Promise<{ contentType: string; fileName: string; body: Readable }> {
  if (!verifyFileUrl({ key, id, expires, sig, now })) throw notFound(EXPIRED_LINK);
  const doc = await findStoredFile({ db, id });
  if (!doc) throw notFound();
  return {
    contentType: doc.contentType,
    fileName: `${doc.type}-v${doc.version}.${doc.storageKey.split('.').pop()}`,
    body: storage.read(doc.storageKey),
  };
}

// The row that points to a streamed file. Until it is committed the file is removed on any failure
// (bad details, no room left, a refused insert, a lost race), so a failed upload leaves nothing on disk. Versions
// of the series past the ones kept are removed with it.
export async function saveUploadedDocument({
  db,
  storage,
  vendorId,
  creatorId,
  upload,
  quota,
}: {
  db: Database;
  storage: FileStorage;
  vendorId: string;
  creatorId: string;
  upload: Upload;
  quota: QuotaSettings;
}) {
  const { file, details: parsed } = upload;
  const owner = await quotaOwnerOfVendor(db, vendorId);
  let pruned: string[] = [];
  const id = await removeOnFailure({
    storage,
    key: file.key,
    work: async () => {
      return db.transaction(async (tx) => {
        // Serialises uploads for this vendor so two at once cannot take the same version.
        await lockVendorDocuments(tx, vendorId);
        await lockQuotaOwner(tx, owner);
        const rowId = await insertDocument(tx, {
          ownerVendorId: vendorId,
          creatorId,
          type: parsed.type,
          storageKey: file.key,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          version: await nextVersion({ db: tx, vendorId, type: parsed.type }),
          expr: parsed.expr ?? null,
          meta: parsed.meta,
        });
        if (!rowId) throw new Error('Document was not stored');
        pruned = await pruneOldVersions(
          tx,
          { kind: 'vendor', vendorId, type: parsed.type },
          quota.oldVersionsKept,
        );
        await refuseOverQuota(tx, owner, quota, file.size);
        return rowId;
      });
    },
  });
  for (const key of pruned) await storage.remove(key);
  return id;
}

// The row goes first: a file whose removal fails is only an orphan, which the start-up sweep clears.
export async function deleteDocument({
  db,
  storage,
  document,
}: {
  db: Database;
  storage: FileStorage;
  document: { id: string; storageKey: string };
}) {
  await deleteDocumentRow(db, document.id);
  await storage.remove(document.storageKey);
}
