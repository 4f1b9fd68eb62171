import { expect, expectAccessible, screenshot, test } from '../fixtures';

const PAGES = [
  ['/', 'about'],
  ['/faq', 'faq'],
  ['/community', 'community'],
  ['/unsubscribe/town-hall', 'unsubscribe'],
  ['/create-account', 'create-account'],
  ['/reset-password/request', 'reset-request'],
  ['/reset-password/reset?token=abc', 'reset'],
  ['/redirect/reauthenticate', 'reauthenticate'],
] as const;

for (const [path, name] of PAGES) {
  test(`the public page ${path} renders without a sidebar and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="sidebar"]')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, `public-${name}`);
  });
}

test('a vendor signs up and then signs in to their own home', async ({ page }) => {
  const id = Date.now().toString(36);
  await page.goto('/create-account');
  await page.getByLabel('Username').fill(`stall${id}`);
  await page.getByLabel('Email').first().fill(`stall${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByLabel('Business Name').fill('Stall Farm');
  await page.getByLabel(/Vendor type/i).selectOption('PRODUCER');
  await page.getByRole('button', { name: /Create/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Account created! Sign in to get started.')).toBeVisible();
  await page.getByLabel('Email or Username').fill(`stall${id}`);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
});
