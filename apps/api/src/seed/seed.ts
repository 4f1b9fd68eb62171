import type { Database } from '../db/client';
import type { FileStorage } from '../plugins/storage';
import {
  countUsers,
  insertAccountVendor,
  insertAdmin,
  insertDemoVendors,
  insertManager,
  insertNotices,
  insertStaffMarket,
  insertStaffMember,
  insertSubscription,
  insertUser,
} from './demo.repository';
import { seedDemoCheckouts } from './seed-checkouts';
import { DEMO_VENDORS } from './seed-data';
import { seedDemoDirectory } from './seed-directory.repository';
import { seedDemoDocuments } from './seed-documents';
import { seedDemoMarkets } from './seed-markets';
import { seedDemoPayments } from './seed-payments';

export { resetDatabase } from './demo.repository';
export { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Demo data of docs/product.md §14; never written into a database that already has users.
// Without storage (some tests) the demo documents are left out.
export async function seedDemoIfEmpty(
  db: Database,
  now = new Date(),
  { storage }: { storage?: FileStorage } = {},
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;

  const adminUserId = await insertUser(db, 'admin', 'ADMIN');
  await insertAdmin(db, adminUserId);

  const managerUserId = await insertUser(db, 'manager', 'MARKET_MANAGER');
  const managerId = await insertManager(db, managerUserId, ['Maria', 'Lopez']);
  await insertSubscription(db, {
    managerId,
    plan: 'year_round_md',
    status: 'active',
    currentPeriodStart: new Date(now.getTime() - 10 * DAY_MS),
    currentPeriodEnd: new Date(now.getTime() + 20 * DAY_MS),
  });

  const lapsedUserId = await insertUser(db, 'lapsed', 'MARKET_MANAGER');
  const lapsedId = await insertManager(db, lapsedUserId, ['Lee', 'Park']);
  await insertSubscription(db, {
    managerId: lapsedId,
    plan: 'seasonal_sm',
    status: 'canceled',
    currentPeriodStart: new Date(now.getTime() - 60 * DAY_MS),
    currentPeriodEnd: new Date(now.getTime() - 30 * DAY_MS),
  });

  const vendorUserId = await insertUser(db, 'vendor', 'VENDOR');
  const accountVendor = await insertAccountVendor(db, {
    userId: vendorUserId,
    createdBy: vendorUserId,
    businessName: 'Sunny Acres Farm',
    type: 'PRODUCER',
    phone: '555-123-4567',
    receiptEmail: 'vendor@marketday.example',
    producerNames: 'Ana Reyes, Tom Reyes',
  });
  const kept = await insertDemoVendors(
    db,
    DEMO_VENDORS.map((v) => ({ ...v, managerId, createdBy: managerUserId })),
  );
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
  const booth = await insertStaffMember(db, {
    managerId,
    userId: boothUserId,
    email: 'booth@marketday.example',
    role: 'STAFF',
    invitedBy: managerUserId,
    createdAt: new Date(now.getTime() - 20 * DAY_MS),
    acceptedAt: new Date(now.getTime() - 19 * DAY_MS),
  });
  if (!booth) throw new Error('seed staff member not created');
  await insertStaffMarket(db, { staffMemberId: booth.id, marketId: downtown.id });
  await seedDemoCheckouts({ db, actor, market: downtown, now, snapVendorId: accountVendor.id });
  await seedDemoPayments({ db, actor, market: downtown, now, snapVendorId: accountVendor.id });
  if (storage) await seedDemoDocuments({ db, storage, vendors: kept, creatorId: managerUserId, now });

  await insertNotices(db, [
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
