import type { Locale } from '@marketday/shared';
import { eq, sql } from 'drizzle-orm';
import { type Database, statementName } from '../../db/client';
import { admins, managers, users, vendors } from '../../db/schema';

function prepareSelfLookup(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      language: users.language,
      firstname: managers.firstname,
      lastname: managers.lastname,
      businessName: vendors.businessName,
      adminName: admins.name,
    })
    .from(users)
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .leftJoin(admins, eq(admins.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(statementName(db, 'load_self'));
}

// GET /users/self is what every signed-in page asks first: built and planned once per database.
const selfLookups = new WeakMap<Database, ReturnType<typeof prepareSelfLookup>>();

// The name shown in the sidebar footer and greetings, by role.
export async function loadSelf({ db, userId }: { db: Database; userId: string }) {
  let lookup = selfLookups.get(db);
  if (!lookup) {
    lookup = prepareSelfLookup(db);
    selfLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ userId });
  if (!row) return null;
  const managerName = row.firstname ? `${row.firstname} ${row.lastname ?? ''}`.trim() : null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    display_name: managerName ?? row.businessName ?? row.adminName ?? row.username,
    language: row.language,
  };
}

// The account's language; a vendor's record follows it, so what they receive is in it too (docs/i18n.md).
export async function saveLanguage({
  db,
  userId,
  language,
}: {
  db: Database;
  userId: string;
  language: Locale;
}) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ language }).where(eq(users.id, userId));
    await tx.update(vendors).set({ language }).where(eq(vendors.userId, userId));
  });
}

// The account's password hash, or null when there is no such account.
export async function findPasswordHash({ db, userId }: { db: Database; userId: string }) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ? row.hash : null;
}
