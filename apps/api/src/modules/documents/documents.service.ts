import { DOCUMENT_MESSAGES, DocumentParamsSchema, VENDOR_MESSAGES } from '@marketday/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { documents, vendors } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { requireCleanFields } from '../../plugins/clean-text';
import type { AuthUser } from '../../plugins/route-auth';
import { type FileStorage, removeOnFailure } from '../../plugins/storage';
import { visibleTo } from '../vendors/vendors.repository';
import { nextVersion } from './documents.repository';
import type { StoredFile } from './receive-upload';

const NO_VENDOR = '00000000-0000-0000-0000-000000000000';

// Vendors act on their own documents; managers read those of every vendor they see (spec §6: through owner_id).
export function vendorScope({ db, user, ownerId }: { db: Database; user: AuthUser; ownerId?: string }): SQL {
  const own =
    user.role === 'VENDOR' ? eq(vendors.id, user.vendorId ?? NO_VENDOR) : visibleTo(db, user.managerId ?? '');
  return ownerId ? and(own, eq(vendors.id, ownerId))! : own!;
}

// Reading follows visibility; changing follows the vendor profile's rule (vendors.service updateVendor):
// a manager changes documents only of vendors they keep, and a vendor with an account keeps their own.
export async function documentOwner({
  db,
  user,
  ownerId,
  intent,
}: {
  db: Database;
  user: AuthUser;
  ownerId?: string | null | undefined;
  intent: 'read' | 'write';
}) {
  const id = user.role === 'VENDOR' ? (ownerId ?? user.vendorId) : ownerId;
  if (!id) throw badRequest('Choose the vendor the document belongs to.');
  const [row] = await db
    .select({ id: vendors.id, type: vendors.type, managerId: vendors.managerId })
    .from(vendors)
    .where(and(eq(vendors.id, id), vendorScope({ db, user })));
  if (!row) throw notFound();
  if (intent === 'write' && user.role !== 'VENDOR' && row.managerId !== user.managerId) {
    throw forbidden(VENDOR_MESSAGES.selfManaged);
  }
  return row;
}

function parseParams(params: string | null) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(params ?? '{}');
  } catch {
    throw badRequest('Invalid document details');
  }
  requireCleanFields({ params: parsed });
  try {
    return DocumentParamsSchema.parse(parsed);
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? (error.issues[0]?.message ?? 'Invalid document details')
        : 'Invalid document details';
    throw badRequest(message);
  }
}

// The row that points to a streamed file. Until it is committed the file is removed on any failure
// (bad details, a refused insert, a lost race), so a failed upload leaves nothing on disk.
export async function saveUploadedDocument({
  db,
  storage,
  vendorId,
  creatorId,
  upload,
}: {
  db: Database;
  storage: FileStorage;
  vendorId: string;
  creatorId: string;
  upload: { params: string | null; file: StoredFile | null };
}) {
  const { file } = upload;
  if (!file) throw badRequest(DOCUMENT_MESSAGES.missing);
  return removeOnFailure({
    storage,
    key: file.key,
    work: async () => {
      const parsed = parseParams(upload.params);
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Database;
        // Serialises uploads for this vendor so two at once cannot take the same version.
        await tx
          .select({ id: vendors.id })
          .from(vendors)
          .where(eq(vendors.id, vendorId))
          .for('no key update');
        const [row] = await tx
          .insert(documents)
          .values({
            ownerVendorId: vendorId,
            creatorId,
            type: parsed.type,
            storageKey: file.key,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.size,
            version: await nextVersion({ db: txDb, vendorId, type: parsed.type }),
            expr: parsed.expr ?? null,
            meta: parsed.meta,
          })
          .returning({ id: documents.id });
        if (!row) throw new Error('Document was not stored');
        return row.id;
      });
    },
  });
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
  await db.delete(documents).where(eq(documents.id, document.id));
  await storage.remove(document.storageKey);
}
