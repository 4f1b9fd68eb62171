import type { Locale } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** The language a signed-in account chose, if any (users.language). */
export async function accountLanguage(db: Database, userId: string): Promise<Locale | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}
