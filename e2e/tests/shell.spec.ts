// Demo accounts: read only (menus, the sidebar cookie); the unread count uses accounts of its own. Nothing here
// depends on the date, so the far-zone lane skips it; sessions and plans that run out are in time-limits.spec.ts.
import { expect, expectAccessible, login, loginAs, newManager, screenshot, test } from '../fixtures';
import { newMarket } from '../setup/markets';

const MENUS = {
  manager: [
    'Home',
    'Checkout',
    'Vendors',
    'Transactions',
    'Markets',
    'Season',
    'Booth map',
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
  test(`${role} signs in and sees the ${role} menu`, async ({ page }) => {
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

test('the manager home works on a 375 px phone with the menu in a sheet', async ({ page }) => {
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
test('the inbox item shows the unread count', async ({ page, request }) => {
  const manager = await newManager(request, 'unread');
  const market = await newMarket(request, manager.headers, {
    name: 'Unread Count Market',
    gov_fee: 0,
    vendor_fees: [],
    custom_fields: {},
    tokens: [],
  });
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
    data: { market_id: market.id, message: 'May we sell with you?' },
  });
  expect(applied.status()).toBe(201);

  await loginAs(page, manager);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('listitem').filter({ hasText: 'Inbox' })).toHaveText(/^Inbox\s*1\b/);
});

test('the sidebar remembers being collapsed across a reload', async ({ page, context }) => {
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

test('a page’s help opens with a tap and closes with another', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/reports');
  const help = page.getByRole('button', { name: 'Page help' });
  await help.click();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  await expect(help).toHaveAttribute('aria-describedby', (await tip.getAttribute('id')) ?? '');
  await screenshot(page, 'reports-page-help');
  await help.click();
  await expect(tip).toBeHidden();
});
