import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { bearer, insertManager, insertVendorUser, login, PASSWORD, tokensFor } from '../../../test/factories';
import { openTestApps } from '../../../test/use-test-app';

const openApp = openTestApps();

const NEW_PASSWORD = 'a-brand-new-passphrase';

// The change form filled in right (the current password, then the new one twice), but for `overrides`.
function change(app: TestApp, token: string, overrides: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/users/self/password',
    headers: bearer(token),
    payload: { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm: NEW_PASSWORD, ...overrides },
  });
}

const self = (app: TestApp, accessToken: string) =>
  app.app.inject({ method: 'GET', url: '/users/self', headers: bearer(accessToken) });
const refresh = (app: TestApp, refreshToken: string) =>
  app.app.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(refreshToken) });

// A vendor signed in on two devices: two sessions of one account.
async function vendorOnTwoDevices() {
  const t = await openApp();
  const { user } = await insertVendorUser(t.db);
  const devices = [await tokensFor(t, user.username), await tokensFor(t, user.username)] as const;
  return { t, user, devices };
}

describe('password change', () => {
  it('changes the password and signs out every other session, keeping the one that changed it', async () => {
    const {
      t,
      user,
      devices: [phone, laptop],
    } = await vendorOnTwoDevices();

    const response = await change(t, phone.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Password changed. Your other devices have been signed out.',
      signed_out_sessions: 1,
    });

    // The other device is out at once: its access token and its refresh token both stop working.
    expect((await self(t, laptop.access_token)).statusCode).toBe(401);
    expect((await refresh(t, laptop.refresh_token)).statusCode).toBe(401);
    // The device that changed it carries on.
    expect((await self(t, phone.access_token)).statusCode).toBe(200);
    expect((await refresh(t, phone.refresh_token)).statusCode).toBe(200);

    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and a clear message, changing nothing', async () => {
    const {
      t,
      user,
      devices: [first, second],
    } = await vendorOnTwoDevices();
    const response = await change(t, first.access_token, { current_password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Current password is incorrect.');
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(200);
    expect((await self(t, second.access_token)).statusCode).toBe(200);
  });

  it.each([
    [{ confirm: 'something-else' }, 'Passwords do not match.'],
    [{ new_password: 'short', confirm: 'short' }, 'Password must be at least 8 characters.'],
    [{ new_password: 'x'.repeat(51), confirm: 'x'.repeat(51) }, 'Password must not exceed 50 characters.'],
    [
      { new_password: PASSWORD, confirm: PASSWORD },
      'Choose a new password that differs from the current one.',
    ],
    [{ current_password: '' }, 'Current password is required.'],
  ])('refuses %o with its message', async (override, message) => {
    const t = await openApp();
    const { user } = await insertVendorUser(t.db);
    const { access_token } = await tokensFor(t, user.username);
    const response = await change(t, access_token, override);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect((await login(t, user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('works for a manager whose subscription lapsed, and only changes the caller’s own password', async () => {
    const t = await openApp();
    const { user: manager } = await insertManager(t.db, { status: 'canceled' });
    const { user: vendor } = await insertVendorUser(t.db);
    const { access_token } = await tokensFor(t, manager.username);
    const response = await change(t, access_token);
    expect(response.statusCode).toBe(200);
    expect((await login(t, manager.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t, vendor.username, PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing after five wrong current passwords', async () => {
    const t = await openApp();
    const { user } = await insertVendorUser(t.db);
    let { access_token } = await tokensFor(t, user.username);
    const guess = (current_password: string) => change(t, access_token, { current_password });
    for (let i = 0; i < 5; i += 1) expect((await guess(`wrong-${i}`)).statusCode).toBe(400);
    const limited = await guess(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    // Once the window has passed the right password works again (signed in afresh: access tokens last 15 min).
    t.clock.advance(16 * 60 * 1000);
    ({ access_token } = await tokensFor(t, user.username));
    expect((await guess(PASSWORD)).statusCode).toBe(200);
  });
});
