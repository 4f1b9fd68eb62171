// Issue 31, items 1–2: the end of the day without a line. A vendor reports their sales from their phone; at the
// info booth the manager confirms that report in one tap and lands on the next vendor, and checks out a vendor who
// did not report in two taps and the figures, on a 375×667 phone, without scrolling by hand. The journey counts.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  screenshot,
  serverNow,
  signOut,
  test,
} from '../fixtures';
import { mailedPath } from '../setup/mail';
import { managerWithMarketToday, marketIsoDate } from '../setup/markets';
import { vendorSellingAt } from '../setup/vendors';

const PHONE = { width: 375, height: 667 };
const MARKET = 'Sundown Market';
const REPORTER = 'Berry Patch Farm';

// Every tap and every field typed in is on the screen as it stands: Playwright would scroll to it otherwise, and
// the manager at the stall would have to. Polled until two readings in a row agree: after a checkout the page draws
// the "Last checkout" card and scrolls to the next vendor (revealEntry) a moment after the button shows, once
// measured 5 px above the screen on its way (CI, 2026-12-01). What counts is where it comes to rest; resting off
// the screen still fails.
async function expectInView(page: Page, locator: Locator) {
  const height = page.viewportSize()?.height ?? 0;
  let previous = '';
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const reading = box ? `${box.y},${box.height}` : 'none';
      const resting = reading === previous;
      previous = reading;
      if (!box) return 'not on the page';
      if (box.y < 0) return 'above the screen';
      if (box.y + box.height > height) return 'below the screen';
      return resting ? 'resting on the screen' : 'moving';
    })
    .toBe('resting on the screen');
}

function counter(page: Page) {
  let taps = 0;
  return {
    async tap(locator: Locator) {
      await expect(locator).toBeVisible();
      await expectInView(page, locator);
      taps += 1;
      await locator.click();
    },
    async type(locator: Locator, text: string) {
      await expectInView(page, locator);
      await locator.fill(text);
    },
    take() {
      const counted = taps;
      taps = 0;
      return counted;
    },
  };
}

test('a vendor reports, the manager confirms in one tap; a vendor who did not report takes two', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  // Closing at 12:30 at the market: the pinned clock (noon there) is inside the day's reporting window.
  const { manager, market } = await managerWithMarketToday(request, 'rptmgr', {
    name: MARKET,
    hours: { start: '08:00:00', end: '12:30:00' },
    vendors: ['Apple Acres', 'Corner Bakery'],
  });
  const vendor = await vendorSellingAt(request, { manager, market }, 'rpt', REPORTER);
  const marketDate = marketIsoDate(await serverNow(request));

  // The vendor, on their phone: the home offers the day's report.
  await page.setViewportSize(PHONE);
  await loginAs(page, vendor);
  const card = page.getByRole('list', { name: 'Sales to report' });
  await card.getByRole('link', { name: "Report today's sales" }).click();
  await expect(page).toHaveURL(new RegExp(`/sales-report\\?market=${market.id}&date=${marketDate}`));
  await page.getByLabel('Gross sales today').fill('412.50');
  await page.getByRole('textbox', { name: /Market Bucks/ }).fill('12');
  // 6% of $412.50 = $24.75 + $0.50 − $12 of tokens.
  await expect(page.getByTestId('report-owed')).toHaveText('$13.25');
  await expectNoSideways(page);
  await expectAccessible(page);
  await screenshot(page, 'vendor-report-375');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(/^Sent at .*: \$412\.50 · 12 Market Bucks\.$/)).toBeVisible();
  await screenshot(page, 'vendor-report-sent-375');

  // The manager at the booth, on a phone: the checkout opens on the first vendor still to settle.
  // The phone's menu holds Sign out; the desktop shows it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOut(page);
  await loginAs(page, manager);
  await page.setViewportSize(PHONE);
  await page.goto(
    `/checkout?${new URLSearchParams({ market: market.id, market_name: MARKET, date: marketDate })}`,
  );
  const vendorPicker = page.getByRole('combobox', { name: 'Vendor', exact: true });
  const gross = page.getByLabel('Gross Profit');
  const booth = counter(page);
  await expect(vendorPicker).toContainText('Apple Acres');
  await expect(page.getByRole('region', { name: /Reports waiting \(1\)/ })).toBeVisible();

  // A vendor who did not report: the figures, Submit, and the receipt's Skip.
  await expect(gross).toBeFocused();
  await booth.type(gross, '250');
  await booth.tap(page.getByRole('button', { name: 'Submit Checkout' }));
  const deliver = page.getByRole('dialog', { name: 'Deliver Receipt' });
  await booth.tap(deliver.getByRole('button', { name: 'Skip' }));
  expect(booth.take(), 'taps for a vendor who did not report').toBeLessThanOrEqual(2);

  // The vendor who reported: their figures above the gross, booked in one tap, and on to the next.
  await expect(vendorPicker).toContainText(REPORTER);
  const report = page.getByRole('region', { name: "Vendor's report" });
  await expect(report).toContainText('Reported by vendor: $412.50 · 12 Market Bucks');
  await expectNoSideways(page);
  await screenshot(page, 'checkout-vendor-report-375');
  await booth.tap(report.getByRole('button', { name: 'Confirm' }));
  await expect(vendorPicker).toContainText('Corner Bakery');
  await expect(gross).toBeFocused();
  expect(booth.take(), 'taps to confirm a report').toBe(1);
  await expect(page.getByRole('region', { name: 'Last checkout' })).toContainText(REPORTER);

  // The last vendor, again two taps, and the day is settled.
  await booth.type(gross, '300');
  await booth.tap(page.getByRole('button', { name: 'Submit Checkout' }));
  await booth.tap(deliver.getByRole('button', { name: 'Skip' }));
  expect(booth.take(), 'taps for a vendor who did not report').toBeLessThanOrEqual(2);
  await expect(page.getByText('3 of 3 settled')).toBeVisible();
  await expectAccessible(page);

  // The booking is the vendor's report: they see it settled.
  const day = await request.get('/vendors/self/sales-reports', {
    headers: vendor.headers,
    params: { market_id: market.id, market_date: marketDate },
  });
  expect(await day.json()).toMatchObject({
    state: 'BOOKED',
    outcome: { reported_gross: 412.5, adjust_reason: null },
  });
});

test('the vendor’s report page at 768 and 1280 px, and a cancelled day at every width', {
  tag: '@dates',
}, async ({ page, request }) => {
  const { manager, market } = await managerWithMarketToday(request, 'rptwide', {
    name: 'Wide Sundown Market',
    hours: { start: '08:00:00', end: '12:30:00' },
  });
  const vendor = await vendorSellingAt(
    request,
    { manager, market },
    'rptw',
    'Heirloom Tomato & Pepper Cooperative of Yolo County',
  );
  const marketDate = marketIsoDate(await serverNow(request));
  await loginAs(page, vendor);
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/sales-report?market=${market.id}&date=${marketDate}`);
    await expect(page.getByLabel('Gross sales today')).toBeVisible();
    await expectNoSideways(page);
    await screenshot(page, `vendor-report-${width}`);
  }
  // Rained out: the manager cancels the day, and the vendor's page says there is nothing to report, with no form.
  const cancelled = await request.put(`/market-managers/markets/${market.id}/dates/${marketDate}`, {
    headers: manager.headers,
    data: { status: 'CANCELLED' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/sales-report?market=${market.id}&date=${marketDate}`);
    await expect(
      page.getByText(/^The market does not meet on this day, so there is nothing to report/),
    ).toBeVisible();
    await expect(page.getByLabel('Gross sales today')).toHaveCount(0);
    await expectNoSideways(page);
    await screenshot(page, `vendor-report-no-market-${width}`);
  }
});

// A vendor without an account: the manager e-mails the day's links from the checkout; the vendor opens theirs on
// a phone without signing in, reports, and the report waits at the checkout. The link then only shows the day.
test('a vendor without an account reports through the e-mailed link', { tag: '@dates' }, async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `${Date.now().toString(36)}-linked@example.com`;
  const { manager, market } = await managerWithMarketToday(request, 'rptlink', {
    name: 'Linked Sundown Market',
    hours: { start: '08:00:00', end: '12:30:00' },
    vendors: [{ business_name: 'Dusty Road Honey', receipt_email: email }],
  });
  const marketDate = marketIsoDate(await serverNow(request));
  await page.setViewportSize(PHONE);
  await loginAs(page, manager);
  await page.goto(
    `/checkout?${new URLSearchParams({ market: market.id, market_name: 'Linked Sundown Market', date: marketDate })}`,
  );
  await page.getByRole('button', { name: 'E-mail report links' }).click();
  await expect(page.getByText('Sent 1 link.')).toBeVisible();

  const link = await mailedPath(request, email, '/report/');

  // The vendor's phone: no account, no sign-in.
  const phone = await browser.newContext({ viewport: PHONE });
  const vendorPage = await phone.newPage();
  await vendorPage.goto(link);
  await expect(vendorPage.getByText('Dusty Road Honey', { exact: false })).toBeVisible();
  await vendorPage.getByLabel('Gross sales today').fill('180');
  await expect(vendorPage.getByTestId('report-owed')).toHaveText('$11.30');
  await expectNoSideways(vendorPage);
  await screenshot(vendorPage, 'report-link-375');
  await vendorPage.getByRole('button', { name: 'Send report' }).click();
  await expect(
    vendorPage.getByText(/Sent: gross \$180\.00, market fee \$10\.80, money owed \$11\.30/),
  ).toBeVisible();
  await screenshot(vendorPage, 'report-link-sent-375');
  await phone.close();

  await page.reload();
  await expect(page.getByRole('region', { name: "Vendor's report" })).toContainText(
    'Reported by vendor: $180.00',
  );
});
