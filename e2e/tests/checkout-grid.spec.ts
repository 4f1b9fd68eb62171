import {
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  openCheckout,
  screenshot,
  test,
} from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

// Issue 31, item 4: the checkout as a grid at a desk, one row a vendor, typed through with Tab and Enter.
const MARKET = 'Grid Test Market';
const LONG = 'Heirloom Tomato & Pepper Cooperative of Yolo County';

test('at a desk: switch to the grid, settle two vendors by typing and Enter, and see them settled', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const { manager } = await managerWithMarketToday(request, 'grid', {
    name: MARKET,
    tokens: [
      { name: 'Market Bucks', per_dollar_value: 1, count: 200 },
      { name: 'CalFresh', per_dollar_value: 1, count: 200, program: 'SNAP', accepted_by: ['PRODUCER'] },
    ],
    vendors: [['Apple Acres', 'PRODUCER'], ['Corner Bakery', 'NON_PRODUCER'], LONG],
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, manager);
  await openCheckout(page, MARKET);

  await page.getByRole('navigation', { name: 'Checkout view' }).getByRole('link', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/[?&]view=grid/);
  const grid = page.getByRole('table', { name: /Checkout grid/ });
  const row = (name: string) => grid.getByRole('row', { name: new RegExp(name) });

  // The cursor starts in the first vendor's Gross; Tab walks the row, Enter books it.
  await expect(page.getByLabel('Gross for Apple Acres')).toBeFocused();
  await page.keyboard.type('500');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await expect(row('Apple Acres')).toContainText('$15.50');
  await page.keyboard.press('Enter');
  await expect(row('Apple Acres')).toContainText('Settled');
  await expect(row('Apple Acres')).toContainText('$500.00');

  // The non-producer cannot take CalFresh: its field is skipped, and Enter books the bakery's flat fee.
  await expect(page.getByLabel('Gross for Corner Bakery')).toBeFocused();
  await expect(page.getByLabel('CalFresh for Corner Bakery')).toBeDisabled();
  await page.keyboard.type('300');
  await page.keyboard.press('Enter');
  await expect(row('Corner Bakery')).toContainText('Settled');
  await expect(page.getByLabel(`Gross for ${LONG}`)).toBeFocused();
  await expect(row(LONG)).toContainText('Ready');

  await expectNoSideways(page);
  await expectAccessible(page);
  await screenshot(page, 'checkout-grid-1280');

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(grid).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page);
  await screenshot(page, 'checkout-grid-768');
});
