// Demo accounts: read only (the demo vendor's markets and documents, seen online then offline).
import { expect, expectAccessible, login, test } from '../fixtures';
import { whenReadyForOffline } from '../offline';

// Issue 15 item 6: a vendor's phone opens their markets and documents with no network, with the last data seen
// (read only).
test.use({ serviceWorkers: 'allow' });

const DOWNTOWN = 'Davis Downtown Farmers Market';

test("a vendor's markets and documents open offline with the last data seen", async ({ page, context }) => {
  test.setTimeout(150_000);
  await login(page, 'vendor');
  await expect(page.getByRole('region', { name: DOWNTOWN })).toBeVisible();
  await expectAccessible(page);
  await whenReadyForOffline(page, [['vendor-markets', 'list']]);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const firstDocument = page
    .getByRole('main')
    .getByText(/Insurance|Certificate|Permit/)
    .first();
  await expect(firstDocument).toBeVisible();
  await expectAccessible(page);
  const documentText = await firstDocument.textContent();
  // Every read the offline page draws from, each saved on its own half second after its answer.
  await whenReadyForOffline(page, [
    ['vendor-markets', 'list'],
    ['documents', 'list'],
    ['documents', 'summary'],
  ]);

  await context.setOffline(true);
  await page.reload();
  // A cold start from the service worker's cache: slow on a busy runner.
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible({ timeout: 45_000 });
  await expect(
    page
      .getByRole('main')
      .getByText(documentText ?? '')
      .first(),
  ).toBeVisible();
  // Offline the page renders in full from the device (its list and summary are kept), with the offline notice.
  await expectAccessible(page);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: DOWNTOWN })).toBeVisible();
  await expect(page.getByText('301 C St, Davis, CA 95616')).toBeVisible();
});
