import { lt } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { loginAttempts, managerMailSends } from '../db/schema';

// The limits' rows past their windows (jobs/prune-limit-rows.ts); each answers how many it removed.
async function deleteRowsBefore(
  db: Database,
  table: PgTable & { id: AnyPgColumn },
  time: AnyPgColumn,
  before: Date,
) {
  const rows = await db.delete(table).where(lt(time, before)).returning({ id: table.id });
  return rows.length;
}

export const deleteLoginAttemptsBefore = (db: Database, before: Date) =>
  deleteRowsBefore(db, loginAttempts, loginAttempts.createdAt, before);

export const deleteMailSendsBefore = (db: Database, before: Date) =>
  deleteRowsBefore(db, managerMailSends, managerMailSends.sentAt, before);
