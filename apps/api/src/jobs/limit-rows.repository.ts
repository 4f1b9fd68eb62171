import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts, managerMailSends } from '../db/schema';

// The limits' rows past their windows (jobs/prune-limit-rows.ts); each answers how many it removed.
export async function deleteLoginAttemptsBefore(db: Database, before: Date) {
  const rows = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, before))
    .returning({ id: loginAttempts.id });
  return rows.length;
}

export async function deleteMailSendsBefore(db: Database, before: Date) {
  const rows = await db
    .delete(managerMailSends)
    .where(lt(managerMailSends.sentAt, before))
    .returning({ id: managerMailSends.id });
  return rows.length;
}
