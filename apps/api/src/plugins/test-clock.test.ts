import { describe, expect, it } from 'vitest';
import { createClock, type TestApp } from '../../test/build-test-app';
import { bearer, insertManager, login, multipartForm, PASSWORD } from '../../test/factories';
import { openTestApps } from '../../test/use-test-app';
import { subscriptions } from '../db/schema';

const START = new Date('2026-04-01T15:30:00Z');
const openApp = openTestApps();

async function loginOn(app: TestApp, username: string, clock: string) {
  const form = multipartForm({ username, password: PASSWORD, grant_type: 'password' });
  const response = await app.app.inject({
    method: 'POST',
    url: '/auth/login',
    ...form,
    headers: { ...form.headers, 'x-test-clock': clock },
  });
  return response.json<{ access_token: string; refresh_token: string }>();
}

describe('the test clock', () => {
  it('is not there unless TEST_CLOCK is on', async () => {
    const t = await openApp();
    const response = await t.app.inject({ method: 'POST', url: '/test/clock/advance', payload: { days: 1 } });
    expect(response.statusCode).toBe(404);
  });

  it('moves one named clock: tokens, refresh and access follow it, other clocks keep real time', async () => {
    const t = await openApp({ clock: createClock(START), env: { TEST_CLOCK: 'true' } });
    const { user } = await insertManager(t.db, { status: 'active', now: START });
    const mine = await loginOn(t, user.username, 'mine');
    const other = (await login(t, user.username)).json().access_token as string;
    const self = (token: string, clock?: string) =>
      t?.app.inject({
        method: 'GET',
        url: '/users/self',
        headers: { ...bearer(token), ...(clock ? { 'x-test-clock': clock } : {}) },
      });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/test/clock/advance',
      headers: { 'x-test-clock': 'mine' },
      payload: { days: 20 },
    });
    expect(moved.json()).toEqual({ clock: 'mine', now: '2026-04-21T15:30:00.000Z' });

    // 20 days on, the access token has expired on that clock only; its refresh token (30 days) still works.
    expect((await self(mine.access_token, 'mine'))?.statusCode).toBe(401);
    expect((await self(other))?.statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { ...bearer(mine.refresh_token), 'x-test-clock': 'mine' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await self(refreshed.json().access_token, 'mine'))?.json().access).toBe('FULL');

    // A cancelled subscription (period: 30 days from START) has ended on that clock only.
    await t.db.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: START });
    await t.app.inject({
      method: 'POST',
      url: '/test/clock/advance',
      headers: { 'x-test-clock': 'mine' },
      payload: { days: 11 },
    });
    const relogin = await loginOn(t, user.username, 'mine');
    expect((await self(relogin.access_token, 'mine'))?.json().access).toBe('ACCOUNT_ONLY');
    expect((await self(other))?.json().access).toBe('FULL');

    const back = await t.app.inject({ method: 'POST', url: '/test/clock/advance', payload: { days: -5 } });
    expect(back.statusCode).toBe(400);
  });
});
