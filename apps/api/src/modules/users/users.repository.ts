import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, managers, users, vendors } from '../../db/schema';

// The name shown in the sidebar footer and greetings, by role.
export async function loadSelf({ db, userId }: { db: Database; userId: string }) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      firstname: managers.firstname,
      lastname: managers.lastname,
      businessName: vendors.businessName,
      adminName: admins.name,
    })
    .from(users)
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .leftJoin(admins, eq(admins.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const managerName = row.firstname ? `${row.firstname} ${row.lastname ?? ''}`.trim() : null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    display_name: managerName ?? row.businessName ?? row.adminName ?? row.username,
  };
}

// The account's password hash, or null when there is no such account.
export async function findPasswordHash({ db, userId }: { db: Database; userId: string }) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ? row.hash : null;
}
