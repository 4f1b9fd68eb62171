import type { AccessLevel, Association, PlanTier, Role, StaffRole } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { notifications, subscriptions } from '../src/db/schema';
import { uploadInsurance } from './application-fixtures';
import { createAssociation } from './association-clients';
import type { TestApp } from './build-test-app';
import { type AdminClient, signedInAdmin, signedInVendor, type VendorClient } from './clients';
import { type Account, buildAccount, DAY, type Kind } from './cross-account-fixtures';
import { insertStaff, PASSWORD, tokensFor } from './factories';
import type { ManagerClient } from './market-fixtures';
import { createMarket } from './market-fixtures';

// The callers of authz-allowed.test.ts, each with a world of their own real records (valid-requests*.ts build
// their requests from it). Managers' worlds are built while they are FULL; then the subscription row is changed
// the way a lapse would change it, so OFF_SEASON and ACCOUNT_ONLY managers keep everything they made.

export type CallerKey =
  | 'manager-FULL'
  | 'manager-OFF_SEASON'
  | 'manager-ACCOUNT_ONLY'
  | 'vendor'
  | 'admin'
  | 'staff'
  | 'co-manager'
  | 'anonymous';
// Staff (docs/decisions/029) work for the FULL manager at every market of its account, so the FULL world's
// requests are theirs too; STAFF_ELSEWHERE below work another market of the same manager.
export const SIGNED_IN_CALLERS: {
  key: Exclude<CallerKey, 'anonymous'>;
  role: Role;
  access: AccessLevel;
  staffRole?: StaffRole;
}[] = [
  { key: 'manager-FULL', role: 'MARKET_MANAGER', access: 'FULL' },
  { key: 'manager-OFF_SEASON', role: 'MARKET_MANAGER', access: 'OFF_SEASON' },
  { key: 'manager-ACCOUNT_ONLY', role: 'MARKET_MANAGER', access: 'ACCOUNT_ONLY' },
  { key: 'vendor', role: 'VENDOR', access: 'FULL' },
  { key: 'admin', role: 'ADMIN', access: 'FULL' },
  { key: 'staff', role: 'MARKET_STAFF', access: 'FULL', staffRole: 'STAFF' },
  { key: 'co-manager', role: 'MARKET_STAFF', access: 'FULL', staffRole: 'CO_MANAGER' },
];

type User = { id: string; username: string; email: string };

export type World = {
  t: TestApp;
  caller: CallerKey;
  // The caller's bearer token; none for the anonymous caller.
  headers: Record<string, string>;
  user: User;
  // The caller's own ids of each kind (a manager's kept vendor and its document, a vendor's own, …).
  own: Record<Kind, string>;
  // The vendor with an account of their own who sells at the caller's first market.
  seller: string;
  // A market day of the first market with checkouts and a day report, and a range around it.
  day: string;
  range: { start_date: string; end_date: string };
  // The account the caller belongs to, and its manager and vendor (the caller themself, or the other side).
  account: Account;
  manager: ManagerClient;
  vendor: VendorClient;
  admin: AdminClient;
  // The access a manager's subscription gives, put back after a request that changes the plan.
  access: AccessLevel;
  managerId: string | null;
  // A staff caller's own staff row.
  staffMemberId?: string;
};

// Whether the caller works on the manager's side (the manager at any level, or their staff).
export const actsForManager = (w: World) =>
  w.caller.startsWith('manager') || w.caller === 'staff' || w.caller === 'co-manager';

export type Worlds = Record<CallerKey, World> & {
  // The same staff roles at a market of the FULL manager that no valid request names: out of scope.
  elsewhere: Record<StaffRole, Record<string, string>>;
};

const MANAGER_LEVELS = ['FULL', 'OFF_SEASON', 'ACCOUNT_ONLY'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

// A name no other record has: sign-ups, markets, associations.
export function freshName(prefix: string) {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

// 'YYYY-MM-DD' plus some days, in calendar arithmetic (no time zone involved).
export function shiftDay(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// The app clock's date (UTC), shifted.
export function clockDay(t: TestApp, days = 0) {
  return shiftDay(t.clock.now().toISOString().slice(0, 10), days);
}

// A market day no checkout or day report uses yet: counting back from the app clock's date, a year ago.
export function freshDay(t: TestApp) {
  for (;;) {
    counter += 1;
    const day = clockDay(t, -365 - counter);
    if (day !== DAY) return day;
  }
}

// The subscription row that gives a manager each access level (docs/product.md §6, shared/access.ts).
export async function setAccess(t: TestApp, managerId: string, access: AccessLevel) {
  const now = t.clock.now();
  const plan: PlanTier = access === 'OFF_SEASON' ? 'seasonal_off_season' : 'year_round_sm';
  await t.db
    .update(subscriptions)
    .set({
      plan,
      status: access === 'ACCOUNT_ONLY' ? 'canceled' : 'active',
      customerRef: null,
      trialEnd: null,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      cancelAtPeriodEnd: false,
      canceledAt: access === 'ACCOUNT_ONLY' ? now : null,
      creditCents: 0,
    })
    .where(eq(subscriptions.managerId, managerId));
}

// Puts a manager's plan back after a request that changed it (a plan change, a cancellation).
export async function restoreAccess(w: World) {
  if (w.managerId) await setAccess(w.t, w.managerId, w.access);
}

// A second session of the caller's own, for requests that end one (logout).
export async function freshSession(w: World) {
  return tokensFor(w.t, w.user.username, PASSWORD);
}

// A notification in the caller's inbox. Admins have no one who writes to them, so it goes in directly.
export async function notificationFor(t: TestApp, userId: string, title = 'Valid request') {
  const [row] = await t.db
    .insert(notifications)
    .values({ recipientId: userId, type: 'developer_update', title, message: `${title} message` })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not inserted');
  return row.id;
}

async function checkAccess(t: TestApp, headers: Record<string, string>, expected: AccessLevel) {
  const self = await t.app.inject({ method: 'GET', url: '/users/self', headers });
  const access = self.statusCode === 200 ? self.json().access : `${self.statusCode} ${self.body}`;
  if (access !== expected) throw new Error(`caller should be ${expected}, is ${access}`);
}

const userOf = (user: User): User => ({ id: user.id, username: user.username, email: user.email });

export async function buildWorlds(t: TestApp): Promise<Worlds> {
  const admin = await signedInAdmin(t);
  const accounts = {} as Record<AccessLevel, Account>;
  for (const access of MANAGER_LEVELS) {
    accounts[access] = await buildAccount(t, admin, freshName(`Valid${access.replace('_', '')}`));
  }
  const day = DAY;
  const range = { start_date: shiftDay(day, -30), end_date: shiftDay(day, 7) };
  const base = (account: Account) => ({
    t,
    seller: account.vendor.vendor.id,
    day,
    range,
    account,
    manager: account.manager,
    vendor: account.vendor,
    admin,
  });

  const worlds = {} as Worlds;
  for (const access of MANAGER_LEVELS) {
    const account = accounts[access];
    const managerId = account.manager.manager.id;
    await setAccess(t, managerId, access);
    const headers = { authorization: `Bearer ${account.manager.token}` };
    await checkAccess(t, headers, access);
    worlds[`manager-${access}`] = {
      ...base(account),
      caller: `manager-${access}`,
      headers,
      user: userOf(account.manager.user),
      own: account.own.manager,
      access,
      managerId,
    };
  }

  const full = accounts.FULL;
  worlds.vendor = {
    ...base(full),
    caller: 'vendor',
    headers: full.vendor.headers,
    user: userOf(full.vendor.user),
    own: full.own.vendor,
    access: 'FULL',
    managerId: null,
  };

  // The admin's own association (with the FULL account's vendor as a member) and a notification.
  const association: Association = await createAssociation(admin, { name: freshName('Admin Growers') });
  const joined = await full.vendor.api('POST', '/vendors/self/associations/join', {
    access_code: association.access_code,
  });
  if (joined.statusCode !== 201) throw new Error(`vendor did not join: ${joined.body}`);
  worlds.admin = {
    ...base(full),
    caller: 'admin',
    headers: admin.headers,
    user: userOf(admin.user),
    own: {
      ...full.own.manager,
      association: association.id,
      notification: await notificationFor(t, admin.user.id),
    },
    access: 'FULL',
    managerId: null,
  };

  // Staff of the FULL manager: both roles at every market of the account, and both at another market only.
  const accountMarkets = [...new Set([...full.ids.market, ...full.ids.market2])];
  const otherMarket = await createMarket(full.manager, { name: freshName('Staff Elsewhere Market') });
  const staffHeaders = async (role: StaffRole, marketIds: string[]) => {
    const staff = await insertStaff(t.db, { managerId: full.manager.manager.id, role, marketIds });
    const signedIn = await tokensFor(t, staff.user.username, PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.access_token}` };
    return { user: userOf(staff.user), headers, staffMemberId: staff.member.id };
  };
  for (const [caller, role] of [
    ['staff', 'STAFF'],
    ['co-manager', 'CO_MANAGER'],
  ] as const) {
    const { user, headers, staffMemberId } = await staffHeaders(role, accountMarkets);
    await checkAccess(t, headers, 'FULL');
    worlds[caller] = {
      ...base(full),
      caller,
      headers,
      user,
      own: { ...full.own.manager, notification: await notificationFor(t, user.id) },
      access: 'FULL',
      managerId: null,
      staffMemberId,
    };
  }
  worlds.elsewhere = {
    STAFF: (await staffHeaders('STAFF', [otherMarket.id])).headers,
    CO_MANAGER: (await staffHeaders('CO_MANAGER', [otherMarket.id])).headers,
  };

  // Nobody signed in: public routes only. Its records are a user of its own (to sign in as) and a document.
  const stranger = await signedInVendor(t);
  const document = await uploadInsurance(t, stranger, clockDay(t, 365));
  worlds.anonymous = {
    ...base(full),
    caller: 'anonymous',
    headers: {},
    user: userOf(stranger.user),
    own: { ...full.own.vendor, vendor: stranger.vendor.id, owner: stranger.vendor.id, document: document.id },
    vendor: stranger,
    access: 'FULL',
    managerId: null,
  };
  return worlds;
}
