// Demo accounts: read only (menus, sessions, the sidebar cookie); the unread count uses accounts of its own.
import { decodeJwt, SignJWT } from 'jose';
import {
  expect,
  expectAccessible,
  login,
  loginAs,
  newManager,
  screenshot,
  serverNow,
  test,
} from '../fixtures';
import { E2E_JWT_SECRET } from '../playwright.config';

const MENUS = {
  manager: [
    'Home',
    'Checkout',
    'Vendors',
    'Transactions',
    'Markets',
    'Tokens',
    'Balances',
    'Reports',
    'Documents',
    'Applications',
    'Inbox',
    'Staff',
  ],
  vendor: ['Markets', 'Products', 'Documents', 'Transactions', 'Applications', 'Inbox'],
  admin: ['Associations'],
} as const;

for (const role of ['manager', 'vendor', 'admin'] as const) {
  test(`${role} signs in and sees the ${role} menu`, { tag: '@dates' }, async ({ page }) => {
    await login(page, role);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const names = (await nav.getByRole('link').or(nav.getByRole('button')).allInnerTexts()).map((t) =>
      t.replace(/\d+\+?$/, '').trim(),
    );
    expect(names).toEqual([...MENUS[role]]);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByText(role, { exact: true })).toBeVisible();
    if (role === 'manager')
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `home-${role}`);
  });
}

test('the manager home works on a 375 px phone with the menu in a sheet', { tag: '@dates' }, async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(page.getByRole('link', { name: 'Vendors' })).toBeVisible();
  await screenshot(page, 'home-manager-mobile-menu');
});

// Its own manager and vendor: other journeys add notices to the demo accounts while this one runs.
test('the inbox item shows the unread count', { tag: '@dates' }, async ({ page, request }) => {
  const manager = await newManager(request, 'unread');
  const market = await request.post('/market-managers/markets', {
    headers: manager.headers,
    data: {
      name: 'Unread Count Market',
      day_of_week: 'SATURDAY',
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      gov_fee: 0,
      vendor_fees: [],
      custom_fields: {},
      tokens: [],
    },
  });
  expect(market.status()).toBe(201);
  const id = `unreadv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const vendor = { username: id, password: 'e2e-password-1' };
  const created = await request.post('/users/vendor', {
    data: {
      user: { ...vendor, email: `${id}@example.com` },
      vendor: { business_name: 'Unread Count Farm', type: 'PRODUCER', receipt_email: `${id}@example.com` },
    },
  });
  expect(created.status()).toBe(201);
  const tokens = await (
    await request.post('/auth/login', { multipart: { ...vendor, grant_type: 'password' } })
  ).json();
  const applied = await request.post('/vendors/self/applications', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { market_id: (await market.json()).data.id, message: 'May we sell with you?' },
  });
  expect(applied.status()).toBe(201);

  await loginAs(page, manager);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('listitem').filter({ hasText: 'Inbox' })).toHaveText(/^Inbox\s*1\b/);
});

test('an expired access token is refreshed without the user noticing', { tag: '@dates' }, async ({
  page,
  context,
  request,
}) => {
  await login(page, 'manager');
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === 'auth_token');
  const refresh = cookies.find((c) => c.name === 'refresh_token');
  expect(access && refresh).toBeTruthy();
  // Same session, signed with the server's key, but expired an hour ago.
  const claims = decodeJwt(access!.value);
  const past = Math.floor((await serverNow(request)).getTime() / 1000) - 3600;
  const expired = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('marketday')
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await context.addCookies([{ ...access!, value: expired }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const after = await context.cookies();
  expect(after.find((c) => c.name === 'auth_token')?.value).not.toBe(expired);
  expect(after.find((c) => c.name === 'refresh_token')?.value).not.toBe(refresh!.value);
});

test('a manager without an active subscription lands on /permission-denied for /markets', {
  tag: '@dates',
}, async ({ page }) => {
  await login(page, 'lapsed');
  await page.goto('/markets');
  await expect(page).toHaveURL(/\/permission-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Markets/ })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page);
  await screenshot(page, 'permission-denied');
});

test('the sidebar remembers being collapsed across a reload', { tag: '@dates' }, async ({
  page,
  context,
}) => {
  await login(page, 'manager');
  const sidebar = page.locator('[data-slot="sidebar"][data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false');
  await page.reload();
  await expect(page.locator('[data-slot="sidebar"][data-state]')).toHaveAttribute('data-state', 'collapsed');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await screenshot(page, 'home-manager-collapsed');
  await page.keyboard.press('Meta+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});
