import { expect, loginAs, newManager, screenshot, test } from '../fixtures';

// Issue 13 item 5: a page whose data the network holds up says so after a few seconds, instead of skeletons for
// the ~40 s the timeouts and retries take, and can be stopped; the page then shows its error card, whose Retry
// loads again once the signal is back.
test('a vendors list the network holds up says so, can be stopped, and loads on Retry', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = await newManager(request, 'slowload');
  const created = await request.post('/market-managers/vendors', {
    headers: manager.headers,
    data: { business_name: 'Slow Load Farm', type: 'PRODUCER', receipt_email: 'slowload@example.com' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, manager);
  // Home has asked for its lists: the next list request is the /vendors page's own.
  await page.waitForLoadState('networkidle');

  // The list's request leaves the browser and no answer ever comes back.
  const isVendorList = (url: URL) => url.pathname === '/market-managers/vendors/';
  await page.route(isVendorList, (route) =>
    route.request().method() === 'GET' ? new Promise<void>(() => {}) : route.fallback(),
  );
  const listRequestLeft = page
    .waitForRequest((request) => request.method() === 'GET' && isVendorList(new URL(request.url())), {
      timeout: 30_000,
    })
    .then(() => performance.now());
  await page.goto('/vendors');
  // Counted from the /vendors page on: a list request the home page still had in flight is aborted by the
  // navigation itself, which is not what this test is about.
  const aborted: string[] = [];
  page.on('requestfailed', (failed) => {
    if (failed.method() === 'GET' && isVendorList(new URL(failed.url()))) {
      aborted.push(failed.failure()?.errorText ?? '');
    }
  });
  // The notice's 4 s and the request's own 10 s (REQUEST_TIMEOUT_MS) both count from the moment the list request
  // leaves, not from the page's load event: on a loaded machine the page takes seconds more to start it, which
  // is what made this test fail now and then in full runs (docs/decisions/030-test-suite-time.md).
  const leftAt = await listRequestLeft;

  // Said after 4 s; the request itself gives up at 10 s, so the manager stops it before.
  const notice = page.getByRole('status').filter({ hasText: 'Still loading… the network is slow.' });
  await expect(notice).toBeVisible({ timeout: Math.max(1_000, leftAt + 9_000 - performance.now()) });
  await screenshot(page, 'slow-load-vendors-waiting');
  await notice.getByRole('button', { name: 'Stop loading' }).click();

  // The request was let go of, and the page shows its error card instead of skeletons.
  const card = page.getByRole('alert').filter({ hasText: 'Error:' });
  await expect(card).toContainText(
    'Stopped waiting for the server. Nothing was changed: try again when the signal is back.',
  );
  await expect(notice).toBeHidden();
  await expect.poll(() => aborted).toEqual([expect.stringContaining('ERR_ABORTED')]);
  await screenshot(page, 'slow-load-vendors-stopped');

  // The signal is back: Retry loads the list.
  await page.unroute(isVendorList);
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('cell', { name: 'Slow Load Farm', exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(notice).toBeHidden();
});
