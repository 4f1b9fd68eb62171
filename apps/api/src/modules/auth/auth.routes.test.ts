import { describe, expect, it } from 'vitest';
import {
  bearer,
  insertManager,
  insertVendorUser,
  login,
  multipartForm,
  PASSWORD,
  tokensFor,
} from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) });
const self = (token: string) => t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(token) });

describe('POST /auth/login', () => {
  it('signs in with the username or the e-mail, in any case, and returns bearer tokens', async () => {
    const { user } = await insertManager(t.db);
    for (const name of [user.username, user.email.toUpperCase()]) {
      const response = await login(t, name);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token_type).toBe('bearer');
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.refresh_token.length).toBeGreaterThan(30);
    }
  });

  it('answers a wrong password byte-for-byte like an unknown user', async () => {
    const { user } = await insertManager(t.db);
    const wrong = await login(t, user.username, 'not-the-password');
    const unknown = await login(t, 'nobody-here', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('signs in with an e-mail longer than a username may be, as long as sign-up takes, and no longer', async () => {
    // 70 characters: past the 50 a username may have, within the 254 of an e-mail address.
    const email = `${'a'.repeat(40)}@${'market-of-the-valley'.repeat(1)}.example.org`;
    expect(email.length).toBeGreaterThan(50);
    const signUp = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users/vendor',
        payload: {
          user: { username: 'longaddress', email: address, password: PASSWORD },
          vendor: { business_name: 'Long Address Farm', type: 'PRODUCER', receipt_email: '' },
        },
      });
    const created = await signUp(email);
    expect(created.statusCode).toBe(201);
    const signedIn = await login(t, email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);

    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(180)}.example.org`;
    expect(tooLong.length).toBe(257);
    const refused = await signUp(tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Email must not exceed 254 characters.');
    expect((await login(t, tooLong)).json().detail).toBe('Email must not exceed 254 characters.');
    // A username stays within 50.
    expect((await login(t, 'u'.repeat(51))).json().detail).toBe('Username must not exceed 50 characters.');
  });

  it('rejects an empty or over-long form with the spec messages', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...multipartForm({ username: '', password: 'x' }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Username is required.');
    const long = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...multipartForm({ username: 'u', password: 'p'.repeat(51) }),
    });
    expect(long.json().detail).toBe('Password must not exceed 50 characters.');
  });

  it('limits a burst of bad sign-ins to one account, even with the right password afterwards', async () => {
    const { user } = await insertManager(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(t, user.username, `wrong-${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const right = await login(t, user.username, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toMatch(/Too many sign-in attempts/);
    // The window passes and the account works again.
    t.clock.advance(16 * 60 * 1000);
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const { user } = await insertManager(t.db);
    const first = await tokensFor(t, user.username);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await self(second.access_token)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token after the grace window as theft and ends the whole session', async () => {
    const { user } = await insertManager(t.db);
    const first = await tokensFor(t, user.username);
    const second = (await refresh(first.refresh_token)).json();
    t.clock.advance(11_000);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await self(second.access_token)).statusCode).toBe(401);
  });

  it('answers two refreshes with the same token at the same moment (two tabs) with the same new pair', async () => {
    const { user } = await insertManager(t.db);
    const first = await tokensFor(t, user.username);
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(a?.json()).toEqual(b?.json());
    const pair = a?.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await self(pair.access_token)).statusCode).toBe(200);
    // A third tab a few seconds later still gets the same pair; the session lives on.
    t.clock.advance(9_000);
    expect((await refresh(first.refresh_token)).json()).toEqual(pair);
    const next = await refresh(pair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await self(next.json().access_token)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token and an access token used as one', async () => {
    const { user } = await insertManager(t.db);
    const tokens = await tokensFor(t, user.username);
    expect((await refresh(tokens.access_token)).statusCode).toBe(401);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('expires access tokens after 15 minutes', async () => {
    const { user } = await insertManager(t.db);
    const tokens = await tokensFor(t, user.username);
    t.clock.advance(16 * 60 * 1000);
    expect((await self(tokens.access_token)).statusCode).toBe(401);
    const renewed = (await refresh(tokens.refresh_token)).json();
    expect((await self(renewed.access_token)).statusCode).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working, other sessions do not', async () => {
    const { user } = await insertVendorUser(t.db);
    const phone = await tokensFor(t, user.username);
    const laptop = await tokensFor(t, user.username);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(phone.access_token),
    });
    expect(response.statusCode).toBe(204);
    expect((await self(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await self(laptop.access_token)).statusCode).toBe(200);
  });
});
