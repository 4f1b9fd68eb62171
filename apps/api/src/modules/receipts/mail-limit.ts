import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managerMailSends } from '../../db/schema';

// Mail a manager may send through the platform (receipts and messages together) per hour.
export const MANAGER_MAIL_LIMIT = 50;
export const MANAGER_MAIL_WINDOW_MS = 60 * 60 * 1000;

// The first key of the advisory locks the limiter takes (the second is the manager's id hashed).
const MAIL_LOCK_SPACE = 7306;

/**
 * A sliding window per manager, counted in the database so N API processes share one limit
 * (docs/scale-out.md). The count and the record happen in one transaction under a lock on the manager, so two
 * sends at the same moment, in any processes, cannot both take the last place.
 */
export function createMailLimiter({
  db,
  now,
  max = MANAGER_MAIL_LIMIT,
  windowMs = MANAGER_MAIL_WINDOW_MS,
}: {
  db: Database;
  now: () => Date;
  max?: number;
  windowMs?: number;
}) {
  return {
    take(managerId: string): Promise<boolean> {
      const at = now();
      const since = new Date(at.getTime() - windowMs);
      const mine = eq(managerMailSends.managerId, managerId);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}, hashtext(${managerId}))`);
        await tx.delete(managerMailSends).where(and(mine, lte(managerMailSends.sentAt, since)));
        const [counted] = await tx
          .select({ n: count() })
          .from(managerMailSends)
          .where(and(mine, gt(managerMailSends.sentAt, since), lte(managerMailSends.sentAt, at)));
        if ((counted?.n ?? 0) >= max) return false;
        await tx.insert(managerMailSends).values({ managerId, sentAt: at });
        return true;
      });
    },
  };
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;
