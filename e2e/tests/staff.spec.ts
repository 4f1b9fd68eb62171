// Demo accounts: none. A manager of this spec's own invites a helper, who accepts, checks a vendor out at the
// market they were given and cannot reach another market, billing or the staff page; then the manager revokes
// them (issue 18 part 1, docs/product.md §19).
import type { Page } from '@playwright/test';
import {
  checkScreen,
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  pickCheckoutVendor,
  screenshot,
  test,
} from '../fixtures';
import { managerWithMarketToday, newMarket } from '../setup/markets';
import { invitationLink } from '../setup/staff';
import { uniqueId } from '../setup/vendors';

const SIZES = [
  ['1280', { width: 1280, height: 900 }],
  ['768', { width: 768, height: 1024 }],
  ['375', { width: 375, height: 812 }],
] as const;

// Staff have no home page: sign-in lands them on Checkout.
async function signInAsStaff(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/checkout\/options$/);
}

test('a manager invites a helper, who checks a vendor out at their market only, until revoked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { manager, market } = await managerWithMarketToday(request, 'staffmgr', {
    name: 'Cedar Grove Market',
    vendors: ['Hollow Creek Orchard'],
  });
  const other = await newMarket(request, manager.headers, { name: 'Pine Street Market' });
  const email = `${uniqueId('helper')}@example.com`;

  // The manager invites the helper to one market, as market staff.
  await loginAs(page, manager);
  await page.getByRole('navigation').getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByText('0 of 2 staff seats used')).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Cedar Grove Market').check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Market staff');
  await expect(page.getByText('1 of 2 staff seats used')).toBeVisible();
  await expectAccessible(page);
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await expectNoSideways(page);
    await screenshot(page, `staff-page-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The helper opens the link on a phone of their own and chooses a username and password.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const helperPage = await phone.newPage();
  await helperPage.goto(await invitationLink(request, email));
  await expect(
    helperPage.getByText(/invited you to work as Market staff at Cedar Grove Market/),
  ).toBeVisible();
  await checkScreen(helperPage, 'staff-accept-375');
  const helper = { username: uniqueId('helper'), password: 'helper-password-1' };
  await helperPage.getByLabel('Username').fill(helper.username);
  await helperPage.getByLabel('Password', { exact: true }).fill(helper.password);
  await helperPage.getByLabel('Confirm password', { exact: true }).fill(helper.password);
  await helperPage.getByRole('button', { name: 'Create account' }).click();
  await expect(helperPage).toHaveURL(/\/login/);
  await expect(helperPage.getByText('Your staff account is ready. Sign in to get started.')).toBeVisible();

  // Signed in, they see only staff pages and check the vendor out at their market.
  await signInAsStaff(helperPage, helper);
  await helperPage.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const menu = helperPage.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expect(helperPage.getByText(/Staff of Eve Tester/)).toBeVisible();
  for (const hidden of ['Staff', 'Account', 'Vendors', 'Reports', 'Documents', 'Home']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await menu.getByRole('link', { name: 'Checkout' }).click();
  await expect(menu.getByRole('link', { name: 'Checkout' })).toBeHidden();
  await helperPage.getByRole('button', { name: /^Checkout Cedar Grove Market on / }).click();
  await expect(helperPage).toHaveURL(/\/checkout\?/);
  await pickCheckoutVendor(helperPage, 'Hollow Creek Orchard');
  await helperPage.getByLabel('Gross Profit').fill('240');
  await helperPage.getByRole('button', { name: 'Submit Checkout' }).click();
  await expect(helperPage.getByRole('dialog', { name: 'Deliver Receipt' })).toBeVisible();
  await screenshot(helperPage, 'staff-checkout-375');

  // Another market of the same manager, the billing page and the staff page are not theirs.
  await helperPage.goto(`/market?market=${other.id}`);
  await expect(helperPage.getByText('Pine Street Market')).toHaveCount(0);
  for (const path of ['/staff', '/vendors', '/reports']) {
    await helperPage.goto(path);
    await expect(helperPage).toHaveURL(/\/checkout\/options$/);
  }
  // Their Profile in place of the manager's Account page: who they work for, and their password.
  await helperPage.goto('/account');
  await expect(helperPage.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(helperPage.getByText('Eve Tester', { exact: true })).toBeVisible();
  await expect(helperPage.getByText('Cedar Grove Market', { exact: true })).toBeVisible();
  await expect(helperPage.getByText(/subscription|plan/i)).toHaveCount(0);
  await expectAccessible(helperPage);
  // The server refuses it whatever the page shows: another market is not found, billing is forbidden.
  const signIn = await request.post('/auth/login', {
    multipart: { username: helper.username, password: helper.password, grant_type: 'password' },
  });
  const staffHeaders = { Authorization: `Bearer ${(await signIn.json()).access_token}` };
  expect(
    (await request.get(`/market-managers/markets/${other.id}`, { headers: staffHeaders })).status(),
  ).toBe(404);
  expect(
    (await request.get('/market-managers/account/subscription', { headers: staffHeaders })).status(),
  ).toBe(403);

  // The manager sees who checked the vendor out, and the helper as active with a last sign-in.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/transactions?market=${market.id}`);
  await expect(page.getByRole('cell', { name: helper.username })).toBeVisible();
  await page.goto('/staff');
  await expect(row).toContainText('Active');
  await expect(row).toContainText(helper.username);

  // Revoked: the helper's next request signs them out, and they cannot sign in again.
  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await helperPage.goto('/transactions');
  await expect(helperPage).toHaveURL(/\/login/);
  await helperPage.getByLabel('Email or Username').fill(helper.username);
  await helperPage.getByLabel('Password', { exact: true }).fill(helper.password);
  await helperPage.getByRole('button', { name: 'Login' }).click();
  await expect(helperPage.getByText('Your staff access has ended.', { exact: false })).toBeVisible();
  await phone.close();
});

test('a co-manager runs the pages of their market, none of another market, on a phone and a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { manager, market } = await managerWithMarketToday(request, 'comgr', {
    name: 'Willow Bend Market',
    vendors: ['Sunrise Dairy'],
  });
  await newMarket(request, manager.headers, { name: 'Harbor Night Market', vendors: ['Harbor Fish Co'] });
  const email = `${uniqueId('co')}@example.com`;
  const invited = await request.post('/market-managers/staff', {
    headers: manager.headers,
    data: { email, role: 'CO_MANAGER', market_ids: [market.id] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = decodeURIComponent(
    (await invitationLink(request, email)).replace('/staff/accept?token=', ''),
  );
  const co = { username: uniqueId('co'), password: 'co-manager-pw-1' };
  const accepted = await request.post('/staff-invitations/accept', {
    data: { token, username: co.username, password: co.password, confirm_password: co.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  await signInAsStaff(page, co);
  const nav = page.getByRole('navigation');
  for (const item of ['Vendors', 'Documents', 'Reports', 'Applications', 'Tokens', 'Balances']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  for (const [path, heading] of [
    ['/vendors', 'Vendors'],
    ['/documents', 'Documents'],
    ['/reports', 'Reports'],
    ['/applications', 'Applications'],
    ['/markets', 'Markets'],
    [`/tokens?market=${market.id}`, 'Tokens'],
    [`/balances?market=${market.id}`, 'Vendor balances'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/Harbor/)).toHaveCount(0);
    await expectAccessible(page);
    for (const [name, size] of SIZES) {
      await page.setViewportSize(size);
      await expectNoSideways(page);
      const shot = path.split('?')[0]?.replace('/', '-');
      if (name !== '768') await screenshot(page, `co-manager${shot}-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.goto('/vendors');
  await expect(page.getByText('Sunrise Dairy').first()).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Sunrise Dairy' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/checkout\/options$/);
});
