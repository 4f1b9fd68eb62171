import { expect, expectAccessible, loginAs, openCheckout, pickCheckoutVendor, test } from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

// Fee caps (issue 17 item 5): a manager bounds a producer's 10% fee to $15–$60 in the market form, and the
// checkout screen and the booked checkout show the capped fee with the bound that applied.
test('a manager sets a minimum and maximum fee, and a big day at checkout is charged the maximum', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Capped Fee Market';
  const { manager, market } = await managerWithMarketToday(request, 'caps', {
    name,
    gov_fee: 0.5,
    vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10 }],
    custom_fields: {},
    tokens: [],
    vendors: ['Orchard Lane Farm'],
  });
  await loginAs(page, manager);

  await page.goto(`/markets/settings?market=${market.id}`);
  const min = page.getByLabel('Minimum fee');
  const max = page.getByLabel('Maximum fee');
  await expect(min).toHaveValue('');
  await min.fill('60');
  await max.fill('15');
  await expect(page.getByText('Maximum fee must be at least the minimum fee.')).toBeVisible();
  await min.fill('15');
  await max.fill('60');
  await expect(page.getByText('Maximum fee must be at least the minimum fee.')).toBeHidden();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Market updated!')).toBeVisible();
  await expect(page.getByText('10% of gross, at least $15.00, at most $60.00')).toBeVisible();
  await expectAccessible(page);

  const saved = await request.get(`/market-managers/markets/${market.id}`, { headers: manager.headers });
  const body = await saved.json();
  expect((body.data ?? body).vendor_fees).toEqual([
    {
      vendor_type: 'PRODUCER',
      fee_type: 'PERCENT_GROSS',
      flat: 0,
      percent: 10,
      min_fee: 15,
      max_fee: 60,
      // Issue 34's fee models, none chosen.
      percent_threshold: null,
      percent_tiers: null,
      excluded_programs: [],
    },
  ]);

  await openCheckout(page, name);
  await pickCheckoutVendor(page, 'Orchard Lane Farm');
  const gross = page.getByLabel('Gross Profit');
  await gross.fill('100');
  await expect(page.getByText('10% of $100.00 = $10.00, at least $15.00')).toBeVisible();
  await gross.fill('800');
  await expect(page.getByText('10% of $800.00 = $80.00, at most $60.00')).toBeVisible();
  await expect(page.getByTestId('money-owed')).toHaveText(/\$60\.50/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Deliver Receipt' })).toBeVisible();

  const booked = await request.get('/market-managers/transactions', {
    headers: manager.headers,
    params: { market_id: market.id },
  });
  const [row] = (await booked.json()).data;
  expect(row).toMatchObject({
    market_fee: 60,
    money_owed: 60.5,
    market_fee_calculation: '10% of $800.00 = $80.00, at most $60.00',
  });
});
