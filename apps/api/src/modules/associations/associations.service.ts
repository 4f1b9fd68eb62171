import { ASSOCIATION_MESSAGES, type AssociationValues } from '@marketday/shared';
import type { Database } from '../../db/client';
import {
  fieldConflict,
  isUniqueViolation,
  notFound,
  orNotFound,
  refuseIfDuplicate,
} from '../../lib/http-errors';
import { generateAccessCode } from './access-code';
import {
  byId,
  countMembers,
  getAssociation,
  insertAssociation,
  lockAssociation,
  setAccessCode,
  updateAssociationRow,
} from './associations.repository';

const GENERATE_ATTEMPTS = 5;

// A code the admin typed that is taken is their conflict to resolve; a generated one that collides is redrawn.
async function withAccessCode<T>(
  chosen: string | undefined,
  write: (code: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(chosen || generateAccessCode());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (chosen || attempt >= GENERATE_ATTEMPTS)
        throw fieldConflict('access_code', ASSOCIATION_MESSAGES.duplicateCode);
    }
  }
}

async function requireAssociation(db: Database, associationId: string) {
  return orNotFound(await getAssociation({ db, associationId }));
}

export async function createAssociation({
  db,
  input,
  userId,
}: {
  db: Database;
  input: AssociationValues;
  userId: string;
}) {
  const id = await withAccessCode(input.access_code, (accessCode) =>
    insertAssociation(db, {
      name: input.name,
      maxVendors: input.max_vendors,
      active: input.active,
      accessCode,
      createdBy: userId,
    }),
  );
  return requireAssociation(db, id);
}

// The row is locked while members are counted, so a join cannot slip in between the check and the update.
export async function updateAssociation({
  db,
  associationId,
  input,
  now,
}: {
  db: Database;
  associationId: string;
  input: Partial<AssociationValues>;
  now: Date;
}) {
  await refuseIfDuplicate(
    () =>
      db.transaction(async (tx) => {
        const t = tx;
        if (!(await lockAssociation(t, byId(associationId)))) throw notFound();
        if (input.max_vendors !== undefined) {
          const members = await countMembers({ db: t, associationId });
          if (input.max_vendors < members)
            throw fieldConflict('max_vendors', ASSOCIATION_MESSAGES.maxBelowMembers(members));
        }
        await updateAssociationRow(t, associationId, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.max_vendors !== undefined && { maxVendors: input.max_vendors }),
          ...(input.active !== undefined && { active: input.active }),
          // Empty keeps the current code; regenerating has its own call.
          ...(input.access_code && { accessCode: input.access_code }),
          updatedAt: now,
        });
      }),
    fieldConflict('access_code', ASSOCIATION_MESSAGES.duplicateCode),
  );
  return requireAssociation(db, associationId);
}

export async function regenerateAccessCode({
  db,
  associationId,
  now,
}: {
  db: Database;
  associationId: string;
  now: Date;
}) {
  await withAccessCode(undefined, async (accessCode) => {
    if (!(await setAccessCode({ db, associationId, accessCode, now }))) throw notFound();
  });
  return requireAssociation(db, associationId);
}
