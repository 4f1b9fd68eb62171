import { DOCUMENT_MESSAGES, type DocumentAuditValues, type UpdateDocumentDetails } from '@marketday/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, vendors } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { changeableDocument, type DocumentActor } from './document-access';
import { findDocument } from './documents.repository';

type DocumentDetailsRow = Pick<
  typeof documents.$inferSelect,
  'id' | 'type' | 'version' | 'expr' | 'meta' | 'ownerVendorId'
>;

function auditValues(row: DocumentDetailsRow, vendorId: string): DocumentAuditValues {
  return {
    document_id: row.id,
    vendor_id: vendorId,
    type: row.type,
    version: row.version,
    expr: row.expr,
    meta: row.meta,
  };
}

// Corrects the expiry date and extra fields of a vendor's current document version without a new file.
// The same people who may replace it may correct it; the change and its audit row commit together.
export async function updateDocumentDetails({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: DocumentActor;
  id: string;
  input: UpdateDocumentDetails;
}) {
  const found = await changeableDocument({ db, actor, id });
  // A generated report's meta names its series (market and period): it is made again, never edited.
  const vendorId = found.ownerVendorId;
  if (!vendorId) throw badRequest(DOCUMENT_MESSAGES.reportNotEditable);
  const expr = input.expr ?? null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
    if (!before) throw notFound();
    // Older versions are the record of what was on file then; only the newest is corrected.
    const [newer] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.ownerVendorId, vendorId),
          eq(documents.type, before.type),
          gt(documents.version, before.version),
        ),
      )
      .limit(1);
    if (newer) throw conflict(DOCUMENT_MESSAGES.notCurrent);
    const [after] = await tx
      .update(documents)
      .set({ expr, meta: input.meta ?? {} })
      .where(eq(documents.id, id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, {
      managerId: actor.role === 'MARKET_MANAGER' ? actor.managerId : null,
      vendorId,
      actorUserId: actor.userId,
      entity: 'document',
      entityId: id,
      action: 'update',
      before: auditValues(before, vendorId),
      after: auditValues(after, vendorId),
    });
  });
  const saved = await findDocument({ db, id, vendorScope: eq(vendors.id, vendorId) });
  if (!saved) throw notFound();
  return saved;
}
