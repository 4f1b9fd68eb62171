import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  admins,
  DEFAULT_MANAGER_SETTINGS,
  documents,
  managers,
  marketVendors,
  notifications,
  staffMemberMarkets,
  staffMembers,
  subscriptions,
  users,
  vendors,
} from '../db/schema';
import { hashPassword } from '../lib/crypto/passwords';
import { DEMO_ACCOUNTS } from './demo-accounts';

// The demo's own rows (accounts, subscriptions, staff, welcome notices), written directly: they are fixtures, not
// something a user does. What a user does (markets, checkouts, reports, payments) the seed does through the
// modules' services, so the demo holds what the product would write.

export async function countUsers(db: Database) {
  const [existing] = await db.select({ n: count() }).from(users);
  return existing?.n ?? 0;
}

export async function insertUser(
  db: Database,
  name: keyof typeof DEMO_ACCOUNTS,
  role: 'MARKET_MANAGER' | 'VENDOR' | 'ADMIN' | 'MARKET_STAFF',
) {
  const account = DEMO_ACCOUNTS[name];
  const [user] = await db
    .insert(users)
    .values({
      username: account.username,
      email: `${account.username}@marketday.example`,
      passwordHash: await hashPassword(account.password),
      role,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('seed user not created');
  return user.id;
}

export async function insertManager(db: Database, userId: string, names: [string, string]) {
  const [manager] = await db
    .insert(managers)
    .values({
      userId,
      firstname: names[0],
      lastname: names[1],
      phone: '555-010-2030',
      email: `${names[0].toLowerCase()}@marketday.example`,
      settings: DEFAULT_MANAGER_SETTINGS,
    })
    .returning({ id: managers.id });
  if (!manager) throw new Error('seed manager not created');
  return manager.id;
}

export async function insertAdmin(db: Database, userId: string) {
  await db.insert(admins).values({ userId, name: 'Marketday Admin' });
}

export async function insertSubscription(db: Database, row: typeof subscriptions.$inferInsert) {
  await db.insert(subscriptions).values(row);
}

export async function insertAccountVendor(db: Database, row: typeof vendors.$inferInsert) {
  const [vendor] = await db.insert(vendors).values(row).returning({ id: vendors.id });
  return vendor;
}

export function insertDemoVendors(db: Database, rows: (typeof vendors.$inferInsert)[]) {
  return db
    .insert(vendors)
    .values(rows)
    .returning({ id: vendors.id, businessName: vendors.businessName, type: vendors.type });
}

export async function insertStaffMember(db: Database, row: typeof staffMembers.$inferInsert) {
  const [member] = await db.insert(staffMembers).values(row).returning({ id: staffMembers.id });
  return member;
}

export async function insertStaffMarket(db: Database, row: typeof staffMemberMarkets.$inferInsert) {
  await db.insert(staffMemberMarkets).values(row);
}

export async function insertNotices(db: Database, rows: (typeof notifications.$inferInsert)[]) {
  await db.insert(notifications).values(rows);
}

export async function insertMarketVendors(db: Database, rows: (typeof marketVendors.$inferInsert)[]) {
  await db.insert(marketVendors).values(rows);
}

export async function insertDocument(db: Database, row: typeof documents.$inferInsert) {
  await db.insert(documents).values(row);
}

// Empties every table (not the migration journal) for `npm run seed -- --reset`.
export async function resetDatabase(db: Database) {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) ?? [];
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}
