import { VENDOR_MESSAGES } from '@marketday/shared';
import type { Database } from '../../db/client';
import { managerActor } from '../../lib/actor';
import { badRequest, forbidden, notFound, orNotFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/route-auth';
import { type DocumentRow, findReadableDocument, findReadableVendor } from './documents.repository';
import { findManagerDocument } from './manager-documents.repository';

// Who acts on documents: a vendor, on their own; or a market manager, on the vendors they see and on their own
// reports (CDFA). A co-manager acts as their manager on the vendors of their markets (marketIds) and never on
// the manager's own reports (docs/decisions/029). The documents routes admit only these roles.
export type DocumentActor =
  | { role: 'VENDOR'; userId: string; vendorId: string }
  | { role: 'MARKET_MANAGER'; userId: string; managerId: string; marketIds: string[] | null };

export function documentActor(user: AuthUser | null): DocumentActor {
  if (user?.role === 'VENDOR') {
    return { role: 'VENDOR', userId: user.id, vendorId: user.vendorId };
  }
  if (user?.role === 'MARKET_MANAGER' || user?.role === 'MARKET_STAFF') {
    const { managerId, marketIds } = managerActor(user);
    return { role: 'MARKET_MANAGER', userId: user.id, managerId, marketIds };
  }
  throw forbidden();
}

// A manager's own reports are asked for with no owner_id or with the manager's own id.
export function ownReportsOf(actor: DocumentActor, ownerId?: string): string | null {
  if (actor.role !== 'MARKET_MANAGER' || actor.marketIds) return null;
  return !ownerId || ownerId === actor.managerId ? actor.managerId : null;
}

// The vendor whose documents are read or changed. Reading follows visibility (documents.repository vendorScope:
// vendors see their own, managers every vendor they see); changing follows the vendor
// profile's rule (vendors.service updateVendor): a manager changes documents only of vendors they keep, and a
// vendor with an account keeps their own.
export async function documentOwner({
  db,
  actor,
  ownerId,
  intent,
}: {
  db: Database;
  actor: DocumentActor;
  ownerId?: string | undefined;
  intent: 'read' | 'write';
}) {
  const id = actor.role === 'VENDOR' ? (ownerId ?? actor.vendorId) : ownerId;
  if (!id) throw badRequest('Choose the vendor the document belongs to.');
  const row = await findReadableVendor({ db, reader: actor, id });
  if (!row) throw notFound();
  if (intent === 'write' && actor.role === 'MARKET_MANAGER' && row.managerId !== actor.managerId) {
    throw forbidden(VENDOR_MESSAGES.selfManaged);
  }
  return row;
}

// One document the actor may see: a manager's own report, or a vendor's document in scope. Not found otherwise.
export async function visibleDocument({
  db,
  actor,
  id,
  ownerId,
}: {
  db: Database;
  actor: DocumentActor;
  id: string;
  ownerId?: string | undefined;
}): Promise<DocumentRow> {
  const managerId = ownReportsOf(actor, ownerId);
  return orNotFound(
    (managerId ? await findManagerDocument({ db, managerId, id }) : null) ??
      (await findReadableDocument({ db, id, reader: actor, ownerId })),
  );
}

// One document the actor may change: a vendor's document also passes the owner's write rule.
export async function changeableDocument({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: DocumentActor;
  id: string;
}) {
  const doc = await visibleDocument({ db, actor, id });
  if (doc.ownerVendorId) await documentOwner({ db, actor, ownerId: doc.ownerVendorId, intent: 'write' });
  return doc;
}
