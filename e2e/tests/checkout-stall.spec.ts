import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  openCheckout,
  pickCheckoutVendor,
  screenshot,
  test,
} from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

// The checkout as it is used at the stall: a phone and a tablet, long vendor names, one vendor after another.
const LONG = 'Heirloom Tomato & Pepper Cooperative of Yolo County';
const VENDORS = [
  ['Apple Acres', 'PRODUCER'],
  [LONG, 'PRODUCER'],
  ['Corner Bakery', 'NON_PRODUCER'],
] as const;

// No sideways scroll, and the page was not shifted sideways to show a focused field.
async function expectSteady(page: Page) {
  await expectNoSideways(page);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
}

const clicks = { count: 0 };
async function tap(locator: ReturnType<Page['getByRole']>) {
  clicks.count += 1;
  await locator.click();
}

for (const size of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
]) {
  test(`on a ${size.width} px ${size.name}: today's market in one tap, the figure to collect kept, the next vendor in one more`, {
    tag: '@dates',
  }, async ({ page, request }) => {
    test.setTimeout(150_000);
    const market = `Stall Test Market ${size.width}`;
    const { manager } = await managerWithMarketToday(request, `stall${size.width}`, {
      name: market,
      vendors: VENDORS,
    });
    await page.setViewportSize(size);
    await loginAs(page, manager);

    // From the sidebar: /checkout/options comes with today's market and today's date chosen.
    await page.goto('/checkout/options');
    await expect(page.getByRole('radio', { name: new RegExp(market) })).toBeChecked();
    await expectSteady(page);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: new RegExp(`^Checkout ${market} on \\d\\d/\\d\\d/\\d{4}$`) })
      .click();
    await expect(page).toHaveURL(/\/checkout\?/);

    const gross = page.getByLabel('Gross Profit');
    await expect(gross).toBeFocused();
    await expectSteady(page);
    if (size.name === 'tablet') {
      // Under 900 px the sidebar is collapsed to its icons on the checkout, leaving the form the width (issue 31).
      const sidebarToggle = page.getByRole('button', { name: 'Toggle Sidebar' });
      await expect(sidebarToggle).toHaveAttribute('aria-expanded', 'false');
      const form = await page.getByRole('form', { name: 'Checkout' }).boundingBox();
      expect(form?.width ?? 0).toBeGreaterThan(size.width - 120);
    }

    // The long name and its badge fit; focusing Gross does not shift the page.
    await pickCheckoutVendor(page, 'Heirloom');
    await expect(page.getByRole('combobox', { name: 'Vendor', exact: true })).toContainText(LONG);
    await gross.focus();
    await expectSteady(page);

    await gross.fill('412.5');
    const bucks = page.getByRole('textbox', { name: 'Market Bucks', exact: true });
    await bucks.click();
    await expect(gross).toHaveValue('412.50');
    // A decimal token count is refused with a reason; 1.5 never becomes 15.
    await bucks.pressSequentially('1.5');
    await expect(bucks).toHaveValue('1');
    await expect(page.getByText('Tokens are counted in whole numbers.')).toBeVisible();
    await bucks.press('Backspace');
    await bucks.pressSequentially('10');
    await expect(page.getByText('Foot traffic', { exact: true })).toBeVisible();
    await expectSteady(page);
    await screenshot(page, `stall-${size.width}-form`);

    // 6% of $412.50 = $24.75 + $0.50 − $10 = $15.25 to collect, kept in view after the form clears.
    clicks.count = 0;
    await tap(page.getByRole('button', { name: 'Submit Checkout' }));
    const deliver = page.getByRole('dialog', { name: 'Deliver Receipt' });
    await expect(deliver.getByTestId('receipt-owed')).toContainText('Collect$15.25');
    await expectAccessible(page);
    await expectSteady(page);
    await screenshot(page, `stall-${size.width}-receipt`);
    // The list runs by name, and the next one not yet checked out after the last is back at the top.
    await tap(deliver.getByRole('button', { name: 'Next: Apple Acres' }));
    await expect(deliver).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Vendor', exact: true })).toContainText('Apple Acres');
    await expect(gross).toHaveValue('');
    await expect(gross).toBeFocused();
    const strip = page.getByRole('region', { name: 'Last checkout' });
    await expect(strip).toContainText(LONG);
    await expect(strip).toContainText('Collect$15.25');
    // One vendor to the next: Submit, then Next (before: Skip, open the picker, pick the vendor).
    expect(clicks.count).toBe(2);

    // A typo of extra digits is asked about before it is booked, and the figure is kept to correct.
    await gross.fill('100250');
    await page.getByRole('button', { name: 'Submit Checkout' }).click();
    const doubt = page.getByRole('dialog', { name: 'Is this gross right?' });
    await expect(doubt).toContainText('$100,250.00 is more than $20,000.00.');
    await expectAccessible(page);
    await doubt.getByRole('button', { name: 'Fix the figure' }).click();
    await expect(doubt).toBeHidden();
    await gross.fill('250');
    await page.getByRole('button', { name: 'Submit Checkout' }).click();
    // 6% of $250 = $15 + $0.50.
    await expect(deliver.getByTestId('receipt-owed')).toContainText('Collect$15.50');
    await deliver.getByRole('button', { name: 'Next: Corner Bakery' }).click();

    const day = page.getByRole('list', { name: 'Vendors today' });
    await expect(day.getByRole('button', { name: /Apple Acres.*\(checked out\)/ })).toBeVisible();
    await expect(day.getByRole('button', { name: /Corner Bakery.*\(not yet\)/ })).toBeVisible();
    await expect(page.getByText('2 of 3 settled')).toBeVisible();
    await expectSteady(page);
    await screenshot(page, `stall-${size.width}-next`);
  });
}

test('a submit the network holds up says so, can be let go of, and is booked once when sent again', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const { manager } = await managerWithMarketToday(request, 'slow', {
    name: 'Slow Signal Market',
    vendors: VENDORS,
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAs(page, manager);
  await openCheckout(page, 'Slow Signal Market');
  const gross = page.getByLabel('Gross Profit');
  await gross.fill('300');

  // The first attempt reaches the server, but its answer never comes back to the stall.
  let posts = 0;
  await page.route('**/market-managers/transactions/*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    await route.fetch();
    await new Promise(() => {});
  });
  await page.getByRole('button', { name: 'Submit Checkout' }).click();
  // Said after 4 s; the request itself gives up at 10 s (REQUEST_TIMEOUT_MS), so the manager stops it before.
  await expect(page.getByText('Still sending… the network is slow.')).toBeVisible({ timeout: 9_000 });
  await page.getByRole('button', { name: 'Stop waiting' }).click();
  await expect(page.getByText(/Stopped waiting for the server/).first()).toBeVisible();
  await expect(gross).toHaveValue('300.00');

  await page.getByRole('button', { name: 'Submit Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Deliver Receipt' })).toBeVisible();
  expect(posts).toBe(2);
  const list = await request.get('/market-managers/transactions', { headers: manager.headers });
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { data: unknown[]; total_count: number };
  expect(body.total_count).toBe(1);
  expect(body.data).toHaveLength(1);
});
