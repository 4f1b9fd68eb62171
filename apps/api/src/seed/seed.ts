import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  admins,
  DEFAULT_MANAGER_SETTINGS,
  managers,
  notifications,
  staffMemberMarkets,
  staffMembers,
  subscriptions,
  users,
  vendors,
} from '../db/schema';
import { hashPassword } from '../lib/crypto/passwords';
import type { FileStorage } from '../plugins/storage';
import { seedDemoCheckouts } from './seed-checkouts';
import { DEMO_VENDORS } from './seed-data';
import { seedDemoDirectory } from './seed-directory';
import { seedDemoDocuments } from './seed-documents';
import { seedDemoMarkets } from './seed-markets';
import { seedDemoPayments } from './seed-payments';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_ACCOUNTS = {
  manager: { username: 'manager', password: 'manager-demo-1' },
  vendor: { username: 'vendor', password: 'vendor-demo-1' },
  admin: { username: 'admin', password: 'admin-demo-1' },
  // A manager whose subscription lapsed: shows the permission-denied path.
  lapsed: { username: 'lapsed', password: 'lapsed-demo-1' },
  // Market staff of the demo manager at the Downtown market (docs/product.md §19).
  booth: { username: 'booth', password: 'booth-demo-1' },
} as const;

async function insertUser(
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

async function insertManager(db: Database, userId: string, names: [string, string]) {
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

// Demo data of docs/product.md §14; never written into a database that already has users.
// Without storage (some tests) the demo documents are left out.
export async function seedDemoIfEmpty(
  db: Database,
  now = new Date(),
  { storage }: { storage?: FileStorage } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const adminUserId = await insertUser(db, 'admin', 'ADMIN');
  await db.insert(admins).values({ userId: adminUserId, name: 'Marketday Admin' });

  const managerUserId = await insertUser(db, 'manager', 'MARKET_MANAGER');
  const managerId = await insertManager(db, managerUserId, ['Maria', 'Lopez']);
  await db.insert(subscriptions).values({
    managerId,
    plan: 'year_round_md',
    status: 'active',
    currentPeriodStart: new Date(now.getTime() - 10 * DAY_MS),
    currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
  });

  const lapsedUserId = await insertUser(db, 'lapsed', 'MARKET_MANAGER');
  const lapsedId = await insertManager(db, lapsedUserId, ['Lee', 'Park']);
  await db.insert(subscriptions).values({
    managerId: lapsedId,
    plan: 'seasonal_sm',
    status: 'canceled',
    currentPeriodStart: new Date(now.getTime() - 60 * DAY_MS),
    currentPeriodEnd: new Date(now.getTime() - 30 * DAY_MS),
  });

  const vendorUserId = await insertUser(db, 'vendor', 'VENDOR');
  const [accountVendor] = await db
    .insert(vendors)
    .values({
      userId: vendorUserId,
      createdBy: vendorUserId,
      businessName: 'Sunny Acres Farm',
      type: 'PRODUCER',
      phone: '555-123-4567',
      receiptEmail: 'vendor@marketday.example',
      producerNames: 'Ana Reyes, Tom Reyes',
    })
    .returning({ id: vendors.id });
  const kept = await db
    .insert(vendors)
    .values(DEMO_VENDORS.map((v) => ({ ...v, managerId, createdBy: managerUserId })))
    .returning({ id: vendors.id, businessName: vendors.businessName, type: vendors.type });
  if (!accountVendor) throw new Error('seed vendor not created');
  const actor = { managerId, userId: managerUserId };
  const { downtown, riverside } = await seedDemoMarkets({
    db,
    actor,
    vendorIds: kept.map((v) => v.id),
    accountVendorId: accountVendor.id,
    now,
  });
  await seedDemoDirectory({
    db,
    downtownId: downtown.id,
    riversideId: riverside.id,
    keptVendors: kept,
    accountVendorId: accountVendor.id,
  });
  const boothUserId = await insertUser(db, 'booth', 'MARKET_STAFF');
  const [booth] = await db
    .insert(staffMembers)
    .values({
      managerId,
      userId: boothUserId,
      email: 'booth@marketday.example',
      role: 'STAFF',
      invitedBy: managerUserId,
      createdAt: new Date(now.getTime() - 20 * DAY_MS),
      acceptedAt: new Date(now.getTime() - 19 * DAY_MS),
    })
    .returning({ id: staffMembers.id });
  if (!booth) throw new Error('seed staff member not created');
  await db.insert(staffMemberMarkets).values({ staffMemberId: booth.id, marketId: downtown.id });
  await seedDemoCheckouts({ db, actor, market: downtown, now, snapVendorId: accountVendor.id });
  await seedDemoPayments({ db, actor, market: downtown, now, snapVendorId: accountVendor.id });
  if (storage) await seedDemoDocuments({ db, storage, vendors: kept, creatorId: managerUserId, now });

  await db.insert(notifications).values([
    {
      recipientId: managerUserId,
      type: 'developer_update' as const,
      title: 'Welcome to Marketday',
      message:
        'Set up your markets, vendors and tokens, then check vendors out at the end of each market day.',
    },
    {
      recipientId: vendorUserId,
      type: 'market_update' as const,
      title: 'Welcome to Marketday',
      message: 'Your markets, documents and receipts are all in one place.',
    },
  ]);
  return true;
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
