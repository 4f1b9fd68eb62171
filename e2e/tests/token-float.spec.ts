import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  choose,
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

// Issue 34's journey: the info booth issues SNAP tokens against the EBT terminal, two vendors are settled with
// some of them, the float shows what shoppers still hold, and the FM Tracks file carries the day.
async function settle(page: Page, vendor: string, gross: string, tokens: string) {
  await pickCheckoutVendor(page, vendor);
  await page.getByLabel('Gross Profit').fill(gross);
  await page.getByRole('textbox', { name: 'CalFresh', exact: true }).fill(tokens);
  await page.getByRole('button', { name: 'Submit Checkout' }).click();
  const deliver = page.getByRole('dialog', { name: 'Deliver Receipt' });
  await expect(deliver).toBeVisible();
  await deliver.getByRole('button', { name: 'Skip' }).click();
  await expect(deliver).toBeHidden();
}

test('the info booth issues tokens through a lost signal, two vendors are settled, the float shows 8 outstanding and FM Tracks carries the day', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const name = 'Float Market';
  const { manager, market } = await managerWithMarketToday(request, 'float', {
    name,
    gov_fee: 0,
    tokens: [{ name: 'CalFresh', per_dollar_value: 1, count: 500, program: 'SNAP' }],
    vendors: ['Apple Acres', 'Corner Bakery'],
  });
  await loginAs(page, manager);

  // The booth: 10 SNAP tokens to one shopper, paid on the EBT terminal (the method follows the token's program).
  await page.goto(`/tokens?market=${market.id}&view=float`);
  const entry = page.getByRole('form', { name: 'New entry' });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await choose(page, entry.getByLabel('Token', { exact: true }), 'CalFresh');
  await expect(entry.getByLabel('Payment method')).toContainText('SNAP (EBT terminal)');
  await entry.getByLabel('Tokens', { exact: true }).fill('10');
  await entry.getByRole('button', { name: 'Issue tokens' }).click();
  await expect(page.getByText('10 CalFresh tokens issued')).toBeVisible();

  // The signal drops: 2 more tokens wait on the phone, and go out when it is back (never twice).
  await page.context().setOffline(true);
  await entry.getByLabel('Tokens', { exact: true }).fill('2');
  await entry.getByRole('button', { name: 'Issue tokens' }).click();
  await expect(
    page.getByText('Kept on this device: it will be sent when the network is back.'),
  ).toBeVisible();
  await expect(page.getByText('Waiting to sync').first()).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect
    .poll(async () => {
      const day = await request.get(`/market-managers/markets/${market.id}/token-float`, {
        headers: manager.headers,
      });
      return ((await day.json()) as { tokens: { issued: number }[] }).tokens[0]?.issued;
    })
    .toBe(12);

  // The terminal's batch says $12.00: reconciled with the booth's entries.
  await page.getByLabel('EBT terminal: batch total').fill('12');
  await page.getByRole('button', { name: 'Save batch totals' }).click();
  await expect(page.getByText('Batch totals saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'EBT terminal' }).getByText('Reconciled')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'token-float-booth-1280');

  // Two vendors hand in 3 and 1 of them at checkout.
  await openCheckout(page, name);
  await settle(page, 'Apple Acres', '120', '3');
  await settle(page, 'Corner Bakery', '80', '1');

  // The float: 12 issued − 4 redeemed = 8 outstanding, worth $8.00.
  await page.goto(`/tokens?market=${market.id}&view=float`);
  const outstanding = page.getByRole('region', { name: 'Outstanding' });
  await expect(outstanding.getByText('Total outstanding value')).toBeVisible({ timeout: 20_000 });
  const row = outstanding.getByRole('row', { name: /CalFresh/ });
  await expect(row).toContainText('12');
  await expect(row).toContainText('4');
  await expect(row).toContainText('8');
  await expect(outstanding).toContainText('$8.00');
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(outstanding).toContainText('$8.00');
    await expectNoSideways(page);
    await screenshot(page, `token-float-${width}`);
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // FM Tracks for the market: one row for the day, with the booth's SNAP and the vendors' sales.
  await page.goto('/reports');
  await choose(page, 'Market', name);
  const card = page.getByRole('group', { name: 'Funder reports and books' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download CSV', exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^fm-tracks-float-market-.*\.csv$/);
  const lines = (await readFile(await file.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines).toHaveLength(2);
  const [header = '', day = ''] = lines;
  const cells = Object.fromEntries(header.split(',').map((column, index) => [column, day.split(',')[index]]));
  expect(cells).toMatchObject({
    Market: name,
    'Vendors attending (count)': '2',
    'SNAP transactions (count)': '2',
    'SNAP sales (USD)': '12.00',
    'SNAP redeemed by vendors (USD)': '4.00',
    'Tokens issued (count)': '12',
    'Tokens redeemed (count)': '4',
    'Total market sales (USD)': '200.00',
  });
  await expectAccessible(page);
});
