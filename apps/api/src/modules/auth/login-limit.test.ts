import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertVendorUser, login, multipartForm, PASSWORD } from '../../../test/factories';
import { openTestApps } from '../../../test/use-test-app';
import { loginAttempts } from '../../db/schema';

const openApp = openTestApps();

// Races need several connections: on single-connection PGlite they cannot happen, so these are skipped there.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// A fresh app with one vendor account in it.
async function appWithVendor() {
  const t = await openApp();
  const { user } = await insertVendorUser(t.db);
  return { t, user };
}

describe('sign-in throttle', () => {
  it('counts the username and the e-mail of one account together: five wrong guesses in all', async () => {
    const { t, user } = await appWithVendor();
    const names = [user.username, user.email, user.username.toUpperCase(), ` ${user.email} `, user.username];
    for (const name of names) expect((await login(t, name, 'not-the-password')).statusCode).toBe(401);
    const sixth = await login(t, user.email, 'still-not-it');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(429);
  });

  it('a failure from one address does not lock the account for its owner elsewhere', async () => {
    const { t, user } = await appWithVendor();
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i += 1)
      expect((await login(t, user.username, `guess-${i}`, attacker)).statusCode).toBe(401);
    const locked = await login(t, user.username, PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    // The owner, at home, signs in.
    expect((await login(t, user.username, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('locks an account for an hour after thirty failures from many addresses, and says so', async () => {
    const { t, user } = await appWithVendor();
    for (let address = 1; address <= 6; address += 1)
      for (let i = 0; i < 5; i += 1)
        expect((await login(t, user.username, `guess-${i}`, `203.0.113.${address}`)).statusCode).toBe(401);
    const refused = await login(t, user.username, PASSWORD, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(
      'Too many sign-in attempts on this account. Please wait an hour and try again.',
    );
    expect(refused.headers['retry-after']).toBe('3600');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await login(t, user.username, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('an address spraying guesses is stopped, but an account that signed in from it before still gets in', async () => {
    const t = await openApp();
    const { user: regular } = await insertVendorUser(t.db);
    const { user: newcomer } = await insertVendorUser(t.db);
    const wifi = '192.0.2.10';
    expect((await login(t, regular.username, PASSWORD, wifi)).statusCode).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await login(t, `guess-${i}`, 'x', wifi)).statusCode).toBe(401);
    expect((await login(t, 'guess-next', 'x', wifi)).statusCode).toBe(429);
    // The spray cannot reach an account by its right password either, unless the account is known there.
    expect((await login(t, newcomer.username, PASSWORD, wifi)).statusCode).toBe(429);
    expect((await login(t, regular.username, PASSWORD, wifi)).statusCode).toBe(200);
    expect((await login(t, newcomer.username, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('behind one trusted proxy, counts the address the proxy saw, not what the client wrote before it', async () => {
    const t = await openApp({ env: { TRUST_PROXY: 'true' } });
    const app = t.app;
    // A different unknown name each time, so only the per-address limit (30) can stop it.
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        ...withForwardedFor(
          multipartForm({ username: `guess-${i}`, password: 'x' }),
          `10.9.${i}.1, 203.0.113.7`,
        ),
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(30)).statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/auth/login',
      ...withForwardedFor(multipartForm({ username: 'guess-other', password: 'x' }), '198.51.100.4'),
    });
    expect(other.statusCode).toBe(401);
  });

  it.skipIf(!onPostgres)(
    'lets no more than five of twenty concurrent wrong passwords be checked, on several connections',
    async () => {
      const { t, user } = await appWithVendor();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(t, i % 2 ? user.username : user.email, `wrong-${i}`)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const failures = await t.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.usernameKey, `user:${user.id}`), eq(loginAttempts.succeeded, false)));
      expect(failures.length).toBeLessThanOrEqual(5);
    },
  );

  it.skipIf(!onPostgres)(
    'signs in ten devices of one account at the same moment: attempts being checked make others wait, not fail',
    async () => {
      const { t, user } = await appWithVendor();
      const responses = await Promise.all(Array.from({ length: 10 }, () => login(t, user.username)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    },
  );
});

function withForwardedFor(form: ReturnType<typeof multipartForm>, forwardedFor: string) {
  return { ...form, headers: { ...form.headers, 'x-forwarded-for': forwardedFor } };
}
