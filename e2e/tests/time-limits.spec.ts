// Demo accounts: read only (a session, the lapsed manager). What runs out with time: an access token past its
// expiry, and a subscription past its period. Both depend on the server's clock, so they run in both lanes.
import { decodeJwt, SignJWT } from 'jose';
import { expect, expectAccessible, login, screenshot, serverNow, test } from '../fixtures';
import { E2E_JWT_SECRET } from '../playwright.config';

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
