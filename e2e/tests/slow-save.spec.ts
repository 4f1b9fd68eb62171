import { expect, expectAccessible, loginAs, screenshot, test } from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

// Issue 13 item 5: any save the network holds up (not only the checkout's) says so after a few seconds and can be
// let go of; the form keeps what was typed, and the manager is told what that means for saving again.
test('a day report save the network holds up says so, can be stopped, keeps its figures, and saves once when sent again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { manager, market } = await managerWithMarketToday(request, 'slowsave', {
    name: 'Slow Save Market',
    tokens: [{ name: 'Market Bucks', per_dollar_value: 1, count: 100 }],
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, manager);
  await page.goto(`/market?market=${market.id}`);
  await page.getByRole('button', { name: 'Create Day Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Day Report' });
  await dialog.getByLabel('Additional Income').fill('125.5');
  await dialog.getByLabel('Expenses').fill('30');

  // The save leaves the browser and no answer ever comes back.
  const reports = `**/market-managers/markets/${market.id}/day-reports`;
  const aborted: string[] = [];
  page.on('requestfailed', (failed) => {
    if (failed.method() === 'POST' && failed.url().includes('/day-reports')) {
      aborted.push(failed.failure()?.errorText ?? '');
    }
  });
  await page.route(reports, (route) =>
    route.request().method() === 'POST' ? new Promise<void>(() => {}) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Create Day Report' }).click();
  // Said after 4 s; the request itself gives up at 10 s (REQUEST_TIMEOUT_MS), so the manager stops it before.
  // Inside the dialog: the page behind it is inert while it is open.
  const notice = dialog.getByRole('status').filter({ hasText: 'Still saving… the network is slow.' });
  await expect(notice).toBeVisible({ timeout: 9_000 });
  await notice.getByRole('button', { name: 'Stop waiting' }).click();

  // The request was let go of, the figures are still there, and the message says to look before saving again.
  await expect(
    page.getByText(/^Stopped waiting for the server\. What you entered is still here/).first(),
  ).toBeVisible();
  await expect(notice).toBeHidden();
  await expect.poll(() => aborted).toEqual([expect.stringContaining('ERR_ABORTED')]);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Additional Income')).toHaveValue(/^125\.50?$/);
  await expect(dialog.getByLabel('Expenses')).toHaveValue(/^30(\.00)?$/);
  await expectAccessible(page);
  await screenshot(page, 'slow-save-day-report-stopped');

  // The signal is back: the same figures save, once.
  await page.unroute(reports);
  await dialog.getByRole('button', { name: 'Create Day Report' }).click();
  await expect(page.getByText('Market day report created!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);
  const list = await request.get(`/market-managers/markets/${market.id}/day-reports`, {
    headers: manager.headers,
  });
  expect(list.status()).toBe(200);
  const saved = (await list.json()) as { additional_income: number; expenses: number }[];
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ additional_income: 125.5, expenses: 30 });
});
