import type { Locale } from '@marketday/shared';
import type { Database } from '../../db/client';
import { DEFAULT_MANAGER_SETTINGS, managers, subscriptions, users, vendors } from '../../db/schema';

// `language` left out: the account has chosen none yet (its screens follow the browser).
export type NewUserRow = {
  username: string;
  email: string;
  passwordHash: string;
  language?: Locale | undefined;
};

export async function insertUser(tx: Database, input: NewUserRow, role: 'VENDOR' | 'MARKET_MANAGER') {
  const [user] = await tx
    .insert(users)
    .values({ ...input, role })
    .returning({ id: users.id, username: users.username, role: users.role });
  if (!user) throw new Error('User was not created');
  return user;
}

export async function insertVendor(tx: Database, values: typeof vendors.$inferInsert) {
  await tx.insert(vendors).values(values);
}

// A manager with the default settings; answers its id.
export async function insertManager(
  tx: Database,
  values: Omit<typeof managers.$inferInsert, 'settings'>,
): Promise<string> {
  const [manager] = await tx
    .insert(managers)
    .values({ ...values, settings: DEFAULT_MANAGER_SETTINGS })
    .returning({ id: managers.id });
  if (!manager) throw new Error('Manager was not created');
  return manager.id;
}

export async function insertSubscription(tx: Database, values: typeof subscriptions.$inferInsert) {
  await tx.insert(subscriptions).values(values);
}
