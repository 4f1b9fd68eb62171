import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, insertManager, insertVendorUser, PASSWORD, tokensFor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { sessions } from '../../db/schema';
import { SIGNED_IN_TTL_MS, setSignedInClock } from './signed-in-cache';

// The sessions this process keeps for SIGNED_IN_TTL_MS (signed-in-cache.ts, docs/decisions/036-request-cost.md):
// a change made through this process takes effect at once; one made elsewhere (another API process behind the
// balancer, here the database changed directly) within the TTL, never later.
const t = useTestApp();
let cacheTime = 0;
const moveCacheClock = (ms: number) => {
  cacheTime += ms;
};
afterEach(() => setSignedInClock(null));

const self = (token: string) => t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(token) });

describe('a kept session', () => {
  it('is refused at once after a logout through this process, though it was just used', async () => {
    setSignedInClock(() => cacheTime);
    const { user } = await insertVendorUser(t.db);
    const phone = await tokensFor(t, user.username);
    expect((await self(phone.access_token)).statusCode).toBe(200);
    expect((await self(phone.access_token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(phone.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect((await self(phone.access_token)).statusCode).toBe(401);
  });

  it('is refused at once after a password change through this process signs the other devices out', async () => {
    setSignedInClock(() => cacheTime);
    const { user } = await insertManager(t.db);
    const phone = await tokensFor(t, user.username);
    const laptop = await tokensFor(t, user.username);
    expect((await self(phone.access_token)).statusCode).toBe(200);
    expect((await self(laptop.access_token)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/users/self/password',
      headers: bearer(laptop.access_token),
      payload: { current_password: PASSWORD, new_password: 'another-pass-2', confirm: 'another-pass-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await self(phone.access_token)).statusCode).toBe(401);
    expect((await self(laptop.access_token)).statusCode).toBe(200);
  });

  it('revoked elsewhere is refused once the TTL has passed, and answered no longer than that', async () => {
    setSignedInClock(() => cacheTime);
    const { user } = await insertVendorUser(t.db);
    const phone = await tokensFor(t, user.username);
    expect((await self(phone.access_token)).statusCode).toBe(200);
    // Another process signs the session out: this one learns of it only from the database.
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, user.id));
    moveCacheClock(SIGNED_IN_TTL_MS - 1);
    // The bound, not a promise: within the TTL the kept answer may still be used.
    expect((await self(phone.access_token)).statusCode).toBe(200);
    moveCacheClock(1);
    expect((await self(phone.access_token)).statusCode).toBe(401);
    // And it stays refused: nothing of the old answer is kept.
    moveCacheClock(SIGNED_IN_TTL_MS * 10);
    expect((await self(phone.access_token)).statusCode).toBe(401);
  });

  it('answers a token whose access expired with 401 even though it was verified a moment before', async () => {
    const { user } = await insertVendorUser(t.db);
    const phone = await tokensFor(t, user.username);
    expect((await self(phone.access_token)).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await self(phone.access_token)).statusCode).toBe(401);
  });
});
