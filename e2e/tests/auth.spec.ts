// Demo accounts: read only (signs the demo vendor and manager in and out; one wrong password).
import { expect, expectAccessible, loginWithForm, screenshot, test } from '../fixtures';

test('the login page has the spec fields and links, and keeps Login disabled until valid', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email or Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up!' })).toHaveAttribute('href', '/create-account');
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
    'href',
    '/reset-password/request',
  );
  const button = page.getByRole('button', { name: 'Login' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email or Username').fill('manager');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(button).toBeEnabled();
  await expectAccessible(page);
  await screenshot(page, 'login');
});

test('a wrong password says the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill('vendor');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid login credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route goes to /login, and /login sends a signed-in user home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
  await loginWithForm(page, 'vendor');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('a protected page without a session goes to /login', async ({ page }) => {
  await page.goto('/markets');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign out ends the session and goes to /login', async ({ page, context }) => {
  await loginWithForm(page, 'manager');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'auth_token')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
