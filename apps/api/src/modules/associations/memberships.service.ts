import { ASSOCIATION_MESSAGES, type VendorAssociation } from '@marketday/shared';
import type { VendorKey } from '../../db/client';
import { conflict, notFound, refuseIfDuplicate } from '../../lib/http-errors';
import {
  activeWithCode,
  countMembers,
  deleteMembership,
  insertMembership,
  isMember,
  listVendorAssociations,
  lockAssociation,
  type Membership,
} from './associations.repository';

// Concurrent joins queue on the association's row lock (SELECT … FOR UPDATE), and each counts the members
// only once it holds the lock: under READ COMMITTED that count includes every join committed before it,
// so N joins into k free places admit exactly k.
export async function joinAssociation({
  db,
  vendorId,
  accessCode,
}: VendorKey & {
  accessCode: string;
}): Promise<{ name: string; association: VendorAssociation }> {
  // The primary key backs up the membership check.
  const joined = await refuseIfDuplicate(
    () =>
      db.transaction(async (tx) => {
        const t = tx;
        const association = await lockAssociation(t, activeWithCode(accessCode));
        if (!association) throw notFound(ASSOCIATION_MESSAGES.unknownCode);
        if (await isMember({ db: t, associationId: association.id, vendorId }))
          throw conflict(ASSOCIATION_MESSAGES.alreadyMember);
        const members = await countMembers({ db: t, associationId: association.id });
        if (members >= association.maxVendors) throw conflict(ASSOCIATION_MESSAGES.full);
        await insertMembership(t, { associationId: association.id, vendorId });
        return { id: association.id, name: association.name };
      }),
    conflict(ASSOCIATION_MESSAGES.alreadyMember),
  );
  const association = (await listVendorAssociations({ db, vendorId })).find((a) => a.id === joined.id);
  if (!association) throw notFound();
  return { name: joined.name, association };
}

// A vendor may leave any association they are in, active or not; someone else's answers 404.
export async function leaveAssociation({ db, vendorId, associationId }: Membership) {
  const association = (await listVendorAssociations({ db, vendorId })).find((a) => a.id === associationId);
  if (!association) throw notFound(ASSOCIATION_MESSAGES.notMember);
  await deleteMembership({ db, associationId, vendorId });
  return { name: association.name };
}

export async function removeMember(key: Membership) {
  if (!(await deleteMembership(key))) throw notFound();
}
