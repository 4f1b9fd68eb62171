import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers } from '../../db/schema';

// A manager's stored settings (print scale and size, token images), read by checkout and every receipt.
export async function getManagerSettings({ db, managerId }: { db: Database; managerId: string }) {
  const [row] = await db
    .select({ settings: managers.settings })
    .from(managers)
    .where(eq(managers.id, managerId));
  return row?.settings ?? null;
}
