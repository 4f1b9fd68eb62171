import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferInsert;

// One message the outbox transport (plugins/mail.ts) keeps instead of sending it.
export async function writeOutboxRow(db: Database, row: OutboxRow) {
  const [written] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return written;
}
