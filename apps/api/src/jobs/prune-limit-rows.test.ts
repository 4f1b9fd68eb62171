import { describe, expect, it } from 'vitest';
import { insertManager } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { loginAttempts, managerMailSends } from '../db/schema';
import { pruneLimitRows } from './prune-limit-rows';

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('pruning the rows the limits count by', () => {
  it('removes what is past every window and keeps what a window still counts', async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const { manager } = await insertManager(t.db);
    await t.db.insert(loginAttempts).values([
      { usernameKey: 'user:old', ip: '203.0.113.1', succeeded: false, createdAt: ago(40 * DAY_MS) },
      // The mark of an address an account signed in from 20 days ago still lets it in there.
      { usernameKey: 'known:user:a', ip: 'known:203.0.113.1', succeeded: true, createdAt: ago(20 * DAY_MS) },
      { usernameKey: 'user:a', ip: '203.0.113.1', succeeded: false, createdAt: ago(60_000) },
    ]);
    await t.db.insert(managerMailSends).values([
      { managerId: manager.id, sentAt: ago(2 * DAY_MS), mails: 40 },
      { managerId: manager.id, sentAt: ago(DAY_MS / 2), mails: 3 },
    ]);
    expect(await pruneLimitRows(t.db, now)).toEqual({ attempts: 1, mail: 1 });
    expect((await t.db.select().from(loginAttempts)).map((row) => row.usernameKey).sort()).toEqual([
      'known:user:a',
      'user:a',
    ]);
    expect((await t.db.select().from(managerMailSends)).map((row) => row.mails)).toEqual([3]);
  });
});
