import { DOCUMENT_MESSAGES, type DocumentAuditValues, type UpdateDocumentDetails } from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, orNotFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import { changeableDocument, type DocumentActor } from './document-access';
import {
  findVendorDocument,
  hasNewerVersion,
  lockDocumentRow,
  type StoredDocument,
  updateDocumentRow,
} from './documents.repository';

type DocumentDetailsRow = Pick<StoredDocument, 'id' | 'type' | 'version' | 'expr' | 'meta' | 'ownerVendorId'>;

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
    const before = await lockDocumentRow(tx, id);
    if (!before) throw notFound();
    // Older versions are the record of what was on file then; only the newest is corrected.
    if (await hasNewerVersion(tx, { vendorId, type: before.type, version: before.version }))
      throw conflict(DOCUMENT_MESSAGES.notCurrent);
    const after = await updateDocumentRow(tx, id, { expr, meta: input.meta ?? {} });
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
  return orNotFound(await findVendorDocument({ db, id, vendorId }));
}
