import type { PlanTier, StaffRole, SubscriptionStatus } from '@marketday/shared';
import type { Database } from '../src/db/client';
import {
  admins,
  DEFAULT_MANAGER_SETTINGS,
  managers,
  marketVendors,
  staffMemberMarkets,
  staffMembers,
  subscriptions,
  users,
  vendors,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/crypto/passwords';
import type { TestApp } from './build-test-app';
import { recordSecret } from './issued-secrets';

export const PASSWORD = 'correct-horse-battery';
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;
let passwordHash: Promise<string> | null = null;

function nextName(prefix: string) {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

async function insertUser(
  db: Database,
  role: 'MARKET_MANAGER' | 'VENDOR' | 'ADMIN' | 'MARKET_STAFF',
  username?: string,
) {
  passwordHash ??= hashPassword(PASSWORD);
  const name = username ?? nextName(role.toLowerCase().split('_')[0] ?? 'user');
  const [user] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, passwordHash: await passwordHash, role })
    .returning();
  if (!user) throw new Error('user not inserted');
  return user;
}

export async function insertManager(
  db: Database,
  overrides: { status?: SubscriptionStatus | null; plan?: PlanTier; username?: string; now?: Date } = {},
) {
  const user = await insertUser(db, 'MARKET_MANAGER', overrides.username);
  const [manager] = await db
    .insert(managers)
    .values({
      userId: user.id,
      firstname: 'Test',
      lastname: 'Manager',
      email: user.email,
      settings: DEFAULT_MANAGER_SETTINGS,
    })
    .returning();
  if (!manager) throw new Error('manager not inserted');
  const status = overrides.status === undefined ? 'active' : overrides.status;
  if (status) {
    const now = overrides.now ?? new Date();
    await db.insert(subscriptions).values({
      managerId: manager.id,
      plan: overrides.plan ?? 'year_round_sm',
      status,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    });
  }
  return { user, manager };
}

// An accepted staff member of a manager, working the given markets (docs/decisions/029). The invitation
// flow itself is tested in staff.routes.test.ts.
export async function insertStaff(
  db: Database,
  { managerId, role, marketIds }: { managerId: string; role: StaffRole; marketIds: string[] },
) {
  const user = await insertUser(db, 'MARKET_STAFF');
  const [member] = await db
    .insert(staffMembers)
    .values({ managerId, userId: user.id, email: user.email, role, acceptedAt: new Date() })
    .returning();
  if (!member) throw new Error('staff member not inserted');
  if (marketIds.length > 0) {
    await db
      .insert(staffMemberMarkets)
      .values(marketIds.map((marketId) => ({ staffMemberId: member.id, marketId })));
  }
  return { user, member };
}

export async function insertVendorUser(db: Database, overrides: { username?: string } = {}) {
  const user = await insertUser(db, 'VENDOR', overrides.username);
  const [vendor] = await db
    .insert(vendors)
    .values({ userId: user.id, createdBy: user.id, businessName: `${user.username} Farm`, type: 'PRODUCER' })
    .returning();
  if (!vendor) throw new Error('vendor not inserted');
  return { user, vendor };
}

// A vendor with an account who already sells at the market (the row an accepted application leaves).
export async function insertVendorUserAt(db: Database, marketId: string) {
  const inserted = await insertVendorUser(db);
  await db.insert(marketVendors).values({ marketId, vendorId: inserted.vendor.id });
  return inserted;
}

export async function insertAdmin(db: Database) {
  const user = await insertUser(db, 'ADMIN');
  await db.insert(admins).values({ userId: user.id, name: 'Admin' });
  return { user };
}

// The spec's login body: a multipart form.
export function multipartForm(fields: Record<string, string>) {
  recordSecret(fields.password);
  const boundary = `----marketday${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function login(t: TestApp, username: string, password = PASSWORD, remoteAddress?: string) {
  const form = multipartForm({ username, password, grant_type: 'password' });
  return t.app.inject({
    method: 'POST',
    url: '/auth/login',
    ...form,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function tokensFor(t: TestApp, username: string, password = PASSWORD) {
  const response = await login(t, username, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access_token: string; refresh_token: string }>();
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
