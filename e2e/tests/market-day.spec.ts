import type { Page } from '@playwright/test';
import {
  choose,
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  marketDateText,
  pickCheckoutVendor,
  screenshot,
  serverNow,
  test,
} from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

const VENDORS = [
  ['Apple Acres', 'PRODUCER'],
  ['Berry Patch', 'PRODUCER'],
  ['Corner Bakery', 'NON_PRODUCER'],
  ['Deli Delights', 'NON_PRODUCER'],
  ['Edge Sharpening', 'ANCILLARY'],
] as const;

async function checkOut(
  page: Page,
  vendor: string,
  gross: string,
  tokens: { bucks?: string; calfresh?: string },
) {
  await pickCheckoutVendor(page, vendor);
  await page.getByLabel('Gross Profit').fill(gross);
  await page.getByRole('textbox', { name: 'Market Bucks', exact: true }).fill(tokens.bucks ?? '0');
  await page.getByRole('textbox', { name: 'CalFresh', exact: true }).fill(tokens.calfresh ?? '0');
}

test('a full market day: five checkouts, a conflict overwritten, a receipt e-mailed, the day report matching the totals', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  // The new market runs today at its zone (the default, the demo market's).
  const { manager } = await managerWithMarketToday(request, 'day', {
    name: 'Harvest Square Market',
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
      { vendor_type: 'NON_PRODUCER', fee_type: 'MAX_OF_EITHER', flat: 25, percent: 8.5 },
      { vendor_type: 'ANCILLARY', fee_type: 'FLAT_FEE', flat: 20, percent: 0 },
    ],
    custom_fields: { weather: '' },
    tokens: [
      { name: 'Market Bucks', per_dollar_value: 1, count: 200 },
      { name: 'CalFresh', per_dollar_value: 5, count: 100 },
    ],
    vendors: VENDORS.map(([name, type]) => ({
      business_name: name,
      type,
      receipt_email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    })),
  });

  await loginAs(page, manager);
  await page.goto('/checkout/options');
  // The market that runs today comes chosen, with today's date.
  await expect(page.getByRole('radio', { name: /Harvest Square Market/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /, today, selected$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Checkout Harvest Square Market on \d\d\/\d\d\/\d{4}$/ }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Owed = Fee + Gov. Fee - Token Total')).toBeVisible();

  // Catching up on a past day: yesterday is not this market's day, so the dialog says so and asks to confirm.
  await page.getByRole('button', { name: 'Check out a past market day' }).click();
  const past = page.getByRole('dialog', { name: 'Check out a past market day' });
  await past.getByLabel('Market date').fill(marketDateText(await serverNow(request), -1));
  await expect(
    past.getByText(/is not a Harvest Square Market day: the market is held on \w+days\./),
  ).toBeVisible();
  await expect(past.getByRole('button', { name: 'Open Checkout anyway' })).toBeEnabled();
  const wide = page.viewportSize();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideways(page);
    await screenshot(page, `checkout-past-day-confirm-${width}`);
  }
  if (wide) await page.setViewportSize(wide);
  await past.getByRole('button', { name: 'Cancel' }).click();

  const total = page.getByLabel('Checkout total');
  const submit = page.getByRole('button', { name: 'Submit Checkout' });
  const deliver = page.getByRole('dialog', { name: 'Deliver Receipt' });

  // Apple Acres, producer: 6% of $400 = $24 + $0.50 − 10 × $1 = $14.50.
  await checkOut(page, 'Apple Acres', '400', { bucks: '10' });
  await expect(page.getByText('6% of $400.00 = $24.00')).toBeVisible();
  await expect(total).toContainText('$14.50');
  await screenshot(page, 'checkout-form');
  await submit.click();
  await expect(page.getByText('Checkout submitted successfully.').first()).toBeVisible();
  await expect(deliver.getByText('Choose how to give receipt to vendor.')).toBeVisible();
  await deliver.getByRole('button', { name: 'Email Receipt', exact: true }).click();
  await expect(page.getByText('Receipt Sent').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Latest Reciept' })).toBeVisible();
  await expect(page.getByLabel('Gross Profit')).toBeFocused();

  const rest: [string, string, { bucks?: string; calfresh?: string }, string][] = [
    ['Berry Patch', '250', { calfresh: '2' }, '$5.50'],
    ['Corner Bakery', '500', { bucks: '5' }, '$38.00'],
    ['Deli Delights', '200', {}, '$25.50'],
    ['Edge Sharpening', '0', {}, '$20.50'],
  ];
  for (const [vendor, gross, tokens, owed] of rest) {
    await checkOut(page, vendor, gross, tokens);
    await expect(total).toContainText(owed);
    await submit.click();
    await expect(deliver).toBeVisible();
    await deliver.getByRole('button', { name: 'Skip' }).click();
  }

  // A second checkout of Apple Acres today: the conflict dialog, then overwrite ($36 + $0.50 − $10 = $26.50).
  await checkOut(page, 'Apple Acres', '600', { bucks: '10' });
  await expect(page.getByLabel('Gross Profit')).toHaveValue('600.00');
  await expect(total).toContainText('$26.50');
  await submit.click();
  const conflict = page.getByRole('dialog', { name: 'Transaction Conflict' });
  await expect(conflict).toContainText('A checkout already exists for Apple Acres on');
  await expect(conflict).toContainText('Overwriting will replace the existing transaction data.');
  await screenshot(page, 'checkout-conflict');
  await conflict.getByRole('button', { name: 'Overwrite Transaction' }).click();
  await expect(page.getByText('Updated Transaction').first()).toBeVisible();
  if (await deliver.isVisible()) await deliver.getByRole('button', { name: 'Skip' }).click();

  // The day report: income is the sum of money owed, $116.00; + $10 − $30 = $96.00 to deposit.
  await page.getByRole('button', { name: 'Create Day Report' }).click();
  const report = page.getByRole('dialog').filter({ hasText: 'Transaction Income' });
  await expect(report.getByText('Generated from vendor transactions', { exact: true })).toBeVisible();
  await expect(report).toContainText('$116.00');
  await report.getByLabel('Additional Income').fill('10');
  await report.getByLabel('Expenses').fill('30');
  await report.getByRole('textbox', { name: 'Market Bucks', exact: true }).fill('50');
  await expect(report).toContainText('$96.00');
  await screenshot(page, 'day-report');
  await report.getByRole('button', { name: 'Create Day Report' }).click();
  await expect(page.getByText('Market day report created!').first()).toBeVisible();
  // The night has its report now: the same button reads 'Edit Day Report' and opens it with its figures.
  await page.getByRole('button', { name: 'Edit Day Report' }).click();
  const saved = page.getByRole('dialog', { name: 'Edit Day Report' });
  await expect(saved.getByLabel('Expenses')).toHaveValue(/^30(\.00)?$/);
  await expect(saved).toContainText('$96.00');
  await saved.getByRole('button', { name: 'Cancel' }).click();
  await expect(saved).toBeHidden();

  await page.goto('/transactions');
  await choose(page, page.getByRole('combobox', { name: 'Market', exact: true }), 'Harvest Square Market', {
    exact: false,
  });
  const totals = page.getByRole('region', { name: 'Totals for the listed transactions' });
  await expect(totals).toContainText('$116.00');
  await expect(page.getByText('$96.00').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'transactions');

  // A new report for yesterday, not one of this market's days: the form says so before it is saved.
  await page.getByRole('button', { name: 'Create Day Report' }).first().click();
  const other = page.getByRole('dialog', { name: 'Create Day Report' });
  await other.getByLabel('Date').fill(marketDateText(await serverNow(request), -1));
  await expect(other.getByText(/is not a Harvest Square Market day/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Create Day Report anyway' })).toBeVisible();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideways(page);
    await screenshot(page, `day-report-off-day-${width}`);
  }
  await other.getByRole('button', { name: 'Cancel' }).click();
});
