import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobRuns } from '../../db/schema';

// The first key of the advisory locks the jobs take (the second is the job's name hashed): no other lock of the app
// uses it.
const JOB_LOCK_SPACE = 7305;

export type RunOutcome = 'ran' | 'not-due' | 'busy';

/**
 * Runs `work` if no process has run the job named `name` in the last `intervalMs`; on PostgreSQL, under a
 * transaction-level advisory lock, so N API processes checking at the same moment run it once. The lock lives in a
 * transaction (a transaction-mode pooler keeps it on one connection) that stays open while `work` runs on other
 * connections; its row is written as the transaction commits, so a process that crashes mid-run leaves the job due
 * and its lock released, and the next check, in any process, runs it. PGlite is one process: no lock is needed.
 */
export async function runOnce({
  db,
  kind,
  name,
  intervalMs,
  now,
  work,
}: {
  db: Database;
  kind: DatabaseKind;
  name: string;
  intervalMs: number;
  now: Date;
  work: () => Promise<unknown>;
}): Promise<RunOutcome> {
  const due = async (reader: Pick<Database, 'select'>) => {
    const [last] = await reader.select().from(jobRuns).where(eq(jobRuns.name, name));
    return !last || now.getTime() - last.lastRunAt.getTime() >= intervalMs;
  };
  const record = (writer: Pick<Database, 'insert'>) =>
    writer
      .insert(jobRuns)
      .values({ name, lastRunAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now, runs: sql`${jobRuns.runs} + 1` } });

  if (kind === 'pglite') {
    if (!(await due(db))) return 'not-due';
    await work();
    await record(db);
    return 'ran';
  }
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext(${name})) as locked`),
    );
    if (!lock?.locked) return 'busy';
    if (!(await due(tx))) return 'not-due';
    await work();
    await record(tx);
    return 'ran';
  });
}
