import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  insertAdmin,
  insertManager,
  insertVendorUser,
  login,
  tokensFor,
} from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { users, vendors } from '../../db/schema';

const t = useTestApp();

async function selfOf(username: string, password?: string) {
  const { access_token } = await tokensFor(t, username, password);
  return t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(access_token) });
}

const vendorAccount = (overrides: Record<string, unknown> = {}) => ({
  user: { username: 'freshfarm', email: 'fresh@example.com', password: 'long-enough-pw' },
  vendor: {
    business_name: 'Fresh Farm',
    type: 'PRODUCER',
    phone: '555-1234',
    receipt_email: '',
    producer_names: 'Ana Lee',
  },
  ...overrides,
});

describe('GET /users/self', () => {
  it('tells each role who they are and what access they have', async () => {
    const manager = await insertManager(t.db, { status: 'active' });
    const vendor = await insertVendorUser(t.db);
    const admin = await insertAdmin(t.db);
    const m = (await selfOf(manager.user.username)).json();
    expect(m).toMatchObject({
      role: 'MARKET_MANAGER',
      access: 'FULL',
      username: manager.user.username,
      email: manager.user.email,
    });
    expect(m.display_name).toBe('Test Manager');
    expect((await selfOf(vendor.user.username)).json()).toMatchObject({ role: 'VENDOR', access: 'FULL' });
    expect((await selfOf(admin.user.username)).json()).toMatchObject({ role: 'ADMIN', access: 'FULL' });
  });

  it.each([
    ['trialing', 'year_round_md', 'FULL'],
    ['active', 'seasonal_off_season', 'OFF_SEASON'],
    ['past_due', 'year_round_sm', 'OFF_SEASON'],
    ['canceled', 'year_round_sm', 'ACCOUNT_ONLY'],
    ['unpaid', 'year_round_sm', 'ACCOUNT_ONLY'],
    ['paused', 'year_round_sm', 'ACCOUNT_ONLY'],
    ['incomplete', 'year_round_sm', 'ACCOUNT_ONLY'],
    [null, 'year_round_sm', 'ACCOUNT_ONLY'],
  ] as const)('a manager whose subscription is %s on %s has %s access', async (status, plan, access) => {
    const manager = await insertManager(t.db, { status, plan });
    expect((await selfOf(manager.user.username)).json().access).toBe(access);
  });

  it('tells an off-season manager that a write needs a full plan, and what the plan still allows', async () => {
    const manager = await insertManager(t.db, { status: 'active', plan: 'seasonal_off_season' });
    const { access_token } = await tokensFor(t, manager.user.username);
    const report = await t.app.inject({
      method: 'POST',
      url: '/market-managers/markets/0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d/day-reports',
      headers: bearer(access_token),
      payload: { market: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', date: '2026-11-21', expenses: 0 },
    });
    expect(report.statusCode).toBe(403);
    expect(report.json().detail).toBe(
      'Your plan is in its off-season mode: markets, vendors, transactions and reports can be read, but this needs a full plan.',
    );
  });

  it('refuses an ACCOUNT_ONLY manager on an off-season route but lets them see their account', async () => {
    const manager = await insertManager(t.db, { status: 'canceled' });
    const { access_token } = await tokensFor(t, manager.user.username);
    const unread = await t.app.inject({
      method: 'GET',
      url: '/notifications/unread',
      headers: bearer(access_token),
    });
    expect(unread.statusCode).toBe(403);
    expect(unread.json().detail).toBe(
      'Your subscription is not active: only your account is available. Choose a plan on your Account page.',
    );
    const self = await t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(access_token) });
    expect(self.statusCode).toBe(200);
  });
});

describe('POST /users/vendor', () => {
  it('creates a vendor account that can sign in, with receipts going to the account e-mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/users/vendor', payload: vendorAccount() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'freshfarm', role: 'VENDOR' });
    expect((await login(t, 'freshfarm', 'long-enough-pw')).statusCode).toBe(200);
    const self = await selfOf('freshfarm', 'long-enough-pw');
    expect(self.json()).toMatchObject({ role: 'VENDOR', display_name: 'Fresh Farm' });
  });

  it.each([
    [{ vendor: { ...vendorAccount().vendor, business_name: '' } }, 'Business Name is required'],
    [
      { vendor: { ...vendorAccount().vendor, business_name: 'x'.repeat(255) } },
      'Business Name must be less than 255 characters',
    ],
    [
      { vendor: { ...vendorAccount().vendor, phone: '555 12a' } },
      'Input must only contain numbers and hyphens',
    ],
    [
      { vendor: { ...vendorAccount().vendor, producer_names: 'Ana, 42' } },
      'Must be a comma-separated list of names',
    ],
    [{ user: { ...vendorAccount().user, email: 'not-an-email' } }, 'Invalid email.'],
    [{ user: { ...vendorAccount().user, password: 'short' } }, 'Password must be at least 8 characters.'],
  ])('rejects bad input with the spec message and stores nothing (%#)', async (overrides, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/vendor',
      payload: vendorAccount(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect((await login(t, 'freshfarm', 'long-enough-pw')).statusCode).toBe(401);
  });

  it('answers 409 when the username or e-mail is taken, in any case', async () => {
    await t.app.inject({ method: 'POST', url: '/users/vendor', payload: vendorAccount() });
    const again = await t.app.inject({
      method: 'POST',
      url: '/users/vendor',
      payload: vendorAccount({
        user: { username: 'FRESHFARM', email: 'other@example.com', password: 'long-enough-pw' },
      }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('That username or e-mail is already registered.');
  });
});

describe('POST /users/market_manager', () => {
  const signUp = (manager: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/users/market_manager',
      payload: {
        user: { username: 'newmanager', email: 'new@example.com', password: 'long-enough-pw' },
        manager,
      },
    });

  it('creates a manager on a 14-day trial with full access that ends with the trial period', async () => {
    const response = await signUp({
      firstname: 'Rosa',
      lastname: 'Diaz',
      phone: '555-0000',
      email: 'rosa@example.com',
    });
    expect(response.statusCode).toBe(201);
    const self = (await selfOf('newmanager', 'long-enough-pw')).json();
    expect(self).toMatchObject({ role: 'MARKET_MANAGER', access: 'FULL', display_name: 'Rosa Diaz' });
    t.clock.advance(13 * 24 * 60 * 60 * 1000);
    expect((await selfOf('newmanager', 'long-enough-pw')).json().access).toBe('FULL');
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await selfOf('newmanager', 'long-enough-pw')).json().access).toBe('ACCOUNT_ONLY');
  });

  it('names each missing manager field', async () => {
    const response = await signUp({ firstname: '', lastname: '', phone: 'abc', email: 'nope' });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Input must only contain numbers and hyphens',
        'Invalid email.',
      ]),
    );
  });
});

describe('the language a sign-up page showed', () => {
  const languageOf = async (username: string) => {
    const [row] = await t.db
      .select({ user: users.language, vendor: vendors.language })
      .from(users)
      .leftJoin(vendors, eq(vendors.userId, users.id))
      .where(eq(users.username, username));
    return row;
  };
  const manager = (language: unknown) => ({
    user: { username: 'newmanager', email: 'new@example.com', password: 'long-enough-pw' },
    manager: { firstname: 'Rosa', lastname: 'Diaz', phone: '555-0000', email: 'new@example.com' },
    language,
  });

  it("is kept on a vendor's new account and on their vendor record, so their receipts are in it", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/vendor',
      payload: vendorAccount({ language: 'es' }),
    });
    expect(response.statusCode).toBe(201);
    expect(await languageOf('freshfarm')).toEqual({ user: 'es', vendor: 'es' });
    expect((await selfOf('freshfarm', 'long-enough-pw')).json().language).toBe('es');
  });

  it("is kept on a manager's new account", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/market_manager',
      payload: manager('es'),
    });
    expect(response.statusCode).toBe(201);
    expect(await languageOf('newmanager')).toEqual({ user: 'es', vendor: null });
  });

  it('left out, leaves the account without a choice and the vendor’s receipts in English', async () => {
    await t.app.inject({ method: 'POST', url: '/users/vendor', payload: vendorAccount() });
    expect(await languageOf('freshfarm')).toEqual({ user: null, vendor: 'en' });
  });

  const NOT_A_LANGUAGE = ['Choose English or Spanish.', 'Elija inglés o español.'];
  it.each([
    ['fr', 'fr', NOT_A_LANGUAGE],
    ['5,000 characters', 'e'.repeat(5000), NOT_A_LANGUAGE],
    ['a number', 2, NOT_A_LANGUAGE],
    // Every text field refuses control characters before its own rule.
    [
      'a NUL byte',
      'es\u0000',
      ['Remove the control characters from this text', 'Quite los caracteres de control de este texto'],
    ],
  ])(
    'refuses %s with a field error, in the language asked for, and opens no account',
    async (_name, language, [english, spanish]) => {
      for (const [url, payload] of [
        ['/users/vendor', vendorAccount({ language })],
        ['/users/market_manager', manager(language)],
      ] as const) {
        const refused = await t.app.inject({ method: 'POST', url, payload });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().errors, url).toEqual([{ path: 'language', message: english }]);
        const inSpanish = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'accept-language': 'es' },
        });
        expect(inSpanish.json().errors, url).toEqual([{ path: 'language', message: spanish }]);
      }
      expect(await languageOf('freshfarm')).toBeUndefined();
      expect(await languageOf('newmanager')).toBeUndefined();
    },
  );
});

describe('sign-ups per address', () => {
  const signUp = (i: number, remoteAddress = '203.0.113.7', kind: 'vendor' | 'market_manager' = 'vendor') =>
    t.app.inject({
      method: 'POST',
      url: `/users/${kind}`,
      remoteAddress,
      payload:
        kind === 'vendor'
          ? vendorAccount({
              user: { username: `farm${i}`, email: `farm${i}@example.com`, password: 'long-enough-pw' },
            })
          : {
              user: { username: `boss${i}`, email: `boss${i}@example.com`, password: 'long-enough-pw' },
              manager: {
                firstname: 'Rosa',
                lastname: 'Diaz',
                phone: '555-0000',
                email: `rosa${i}@example.com`,
              },
            },
    });

  it('opens ten accounts an hour from one address, vendors and managers together, then 429 with when it resets', async () => {
    const limit = t.app.ctx.config.SIGNUPS_PER_ADDRESS;
    expect(limit).toBe(10);
    const start = t.clock.now().getTime();
    for (let i = 0; i < limit; i += 1) {
      expect((await signUp(i, '203.0.113.7', i % 2 ? 'vendor' : 'market_manager')).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const refused = await signUp(limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      detail: 'Too many requests. Please try again later.',
      resets_at: new Date(start + 60 * 60 * 1000).toISOString(),
    });
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    // Another address is not held back, and an hour after the first sign-up a place frees.
    expect((await signUp(100, '198.51.100.9')).statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000 - limit * 60_000 + 1);
    expect((await signUp(101)).statusCode).toBe(201);
  });

  it('gives the place back when the sign-up is refused', async () => {
    const limit = t.app.ctx.config.SIGNUPS_PER_ADDRESS;
    expect((await signUp(0)).statusCode).toBe(201);
    for (let i = 0; i < limit; i += 1) expect((await signUp(0)).statusCode).toBe(409);
    expect((await signUp(1)).statusCode).toBe(201);
  });
});
