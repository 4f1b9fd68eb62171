// Demo accounts: read only (the demo vendor's home and checkouts); the journeys that write use accounts of their own.
import {
  choose,
  expect,
  expectAccessible,
  expectDrawnInPlace,
  expectNoSideways,
  login,
  loginAs,
  screenshot,
  signOut,
  test,
} from '../fixtures';
import { managerWithMarket } from '../setup/markets';
import { newVendorAccount, vendorSellingAt } from '../setup/vendors';

const DOWNTOWN = 'Davis Downtown Farmers Market';
const PHONE = { width: 375, height: 812 };

test('the demo vendor sees Downtown on their home with its next days, rules and document needs', {
  tag: '@dates',
}, async ({ page }) => {
  await login(page, 'vendor');
  const card = page.getByRole('region', { name: DOWNTOWN });
  await expect(card).toBeVisible();
  // The demo market runs today, so today leads the four next market days.
  const days = card.getByRole('region', { name: 'Next market days' }).getByRole('listitem');
  await expect(days).toHaveCount(4);
  await expect(days.first()).toContainText('Today');
  await expect(card.getByText('301 C St, Davis, CA 95616')).toBeVisible();
  await expect(card.getByRole('link', { name: /Insurance/ })).toHaveAttribute('href', '/documents');
  await expectAccessible(page);
  await screenshot(page, 'vendor-home');

  await page.setViewportSize(PHONE);
  await expect(card).toBeVisible();
  await expectNoSideways(page);
  await screenshot(page, 'vendor-home-mobile');
});

test('the vendor reads their checkouts with totals and opens a receipt', { tag: '@dates' }, async ({
  page,
}) => {
  await login(page, 'vendor');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  // The demo seed checks every Downtown vendor out weekly; the last four weeks hold three of them.
  const rows = page.getByRole('row').filter({ hasText: DOWNTOWN });
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(3);
  const totals = page.getByRole('region', { name: 'Totals for the listed checkouts' });
  await expect(totals).toContainText('Checkouts3');
  await choose(page, 'Date range', 'All time');
  await expect(rows).toHaveCount(4);
  await expect(totals).toContainText('Checkouts4');
  await choose(page, 'Market', DOWNTOWN);
  await expect(rows).toHaveCount(4);

  await expectAccessible(page);
  await screenshot(page, 'vendor-transactions');

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: /Receipt for/ }).first()).toBeVisible();
  await expectNoSideways(page);
  await screenshot(page, 'vendor-transactions-mobile');

  // Last: the receipt opens in the browser's print frame, which takes over the page.
  const receipt = page.waitForResponse((r) => r.url().includes('/vendors/self/transactions/receipt'));
  await page
    .getByRole('button', { name: /Receipt for/ })
    .first()
    .click();
  const response = await receipt;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

// A vendor and manager of their own: the settings and the unread message stay off the demo accounts.
test('the vendor edits account settings and writes to a market manager', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { manager, market } = await managerWithMarket(request, 'vsmgr', { name: 'Hilltop Saturday Market' });
  const vendor = await vendorSellingAt(request, { manager, market }, 'vs', 'Reyes Family Farm');
  await loginAs(page, vendor);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const notifications = page.getByLabel('E-mail me notifications');
  await expect(notifications).toBeChecked();
  await notifications.click();
  await page.getByLabel('Producer names (optional)').fill('Ana Maria Reyes');
  await expect(page.getByText('Must be a comma-separated list of names')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.getByLabel('Producer names (optional)').fill('Ana Reyes, Tom Reyes');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account Updated.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail me notifications')).not.toBeChecked();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'vendor-account');
  await page.setViewportSize(PHONE);
  await expectNoSideways(page);
  await screenshot(page, 'vendor-account-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  // And back on: the setting saves both ways.
  await page.getByLabel('E-mail me notifications').click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account Updated.').first()).toBeVisible();

  await page.goto('/inbox');
  await page.getByRole('button', { name: 'New message' }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await expect(compose.getByText('Write to the manager of one of your markets.')).toBeVisible();
  await choose(page, compose.getByLabel('Market'), market.name, { exact: false });
  await compose.getByLabel('Title').fill('Double booth next week');
  await compose.getByLabel('Message').fill('May I have a double booth for the harvest market?');
  await screenshot(page, 'vendor-inbox-compose');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent Message(s)').first()).toBeVisible();

  await signOut(page);
  await loginAs(page, manager);
  await page.goto('/inbox');
  await expect(page.getByText('Double booth next week').first()).toBeVisible();
});

test('a new vendor changes their password and signs in with the new one', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  const account = await newVendorAccount(request, {
    prefix: 'pw',
    businessName: 'Password Test Farm',
    type: 'ANCILLARY',
    password: 'first-password-1',
  });
  await loginAs(page, account);
  // No markets yet: the home page points to an application.
  await expect(page.getByRole('link', { name: 'Apply to a market' })).toHaveAttribute(
    'href',
    '/applications',
  );
  // The account form comes late: the password card below it waits for it (a click once landed as it moved).
  await expectDrawnInPlace(page, {
    path: '/account',
    late: '**/vendors/self',
    target: page.getByRole('button', { name: 'Change password' }),
    loaded: page.getByLabel('E-mail me notifications'),
  });
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Your other devices have been signed out.').first(),
  ).toBeVisible();

  await signOut(page);
  await loginAs(page, { username: account.username, password: 'second-password-2' });
  await expect(page).toHaveURL(/\/home$/);
});
