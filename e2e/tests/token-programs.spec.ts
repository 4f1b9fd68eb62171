import { expect, expectAccessible, loginAs, openCheckout, pickCheckoutVendor, test } from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

// Token programs (issue 17 item 1): a manager makes a token an incentive for food sellers in the market form;
// the token list shows the program, and checkout will not take it from a vendor of another type.
test('a manager sets a token program and who may accept it, and checkout disables it for other vendors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Program Token Market';
  const { manager, market } = await managerWithMarketToday(request, 'programs', {
    name,
    custom_fields: {},
    tokens: [
      { name: 'Market Bucks', per_dollar_value: 1, count: 200, program: 'MARKET_BUCKS' },
      { name: 'Market Match', per_dollar_value: 2, count: 100 },
    ],
    vendors: ['Orchard Lane Farm', ['Knife Sharpening Sam', 'ANCILLARY']],
  });
  await loginAs(page, manager);

  await page.goto(`/markets/settings?market=${market.id}`);
  const match = page.locator('li', { hasText: 'Market Match token' });
  await expect(match.getByRole('combobox', { name: 'Program' })).toHaveText('Other');
  await match.getByRole('combobox', { name: 'Program' }).click();
  await page.getByRole('option', { name: 'Incentive' }).click();
  await expect(match.getByText('Enter the incentive program name')).toBeVisible();
  await match.getByLabel('Incentive program name').fill('Market Match');
  await match.getByRole('checkbox', { name: 'Ancillary vendors' }).click();
  await expect(match.getByRole('checkbox', { name: 'Ancillary vendors' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Market updated!')).toBeVisible();
  await expectAccessible(page);

  const saved = await request.get(`/market-managers/markets/${market.id}`, { headers: manager.headers });
  const body = await saved.json();
  const tokens = (body.data ?? body).tokens as { name: string }[];
  expect(tokens.find((token) => token.name === 'Market Match')).toMatchObject({
    program: 'INCENTIVE',
    program_name: 'Market Match',
    accepted_by: ['PRODUCER', 'NON_PRODUCER'],
  });

  // The token list shows the program and who may take it.
  await page.goto(`/tokens?market=${market.id}`);
  await expect(page.getByText('Incentive: Market Match')).toBeVisible();
  await expect(page.getByText('Producer, Non-producer only')).toBeVisible();
  await expectAccessible(page);

  await openCheckout(page, name);
  await pickCheckoutVendor(page, 'Knife Sharpening Sam');
  const matchCount = page.getByLabel('Market Match', { exact: true });
  await expect(matchCount).toBeDisabled();
  await expect(page.getByText('Market Match tokens cannot be accepted by Ancillary vendors.')).toBeVisible();
  await expect(page.getByLabel('Market Bucks', { exact: true })).toBeEnabled();
  await expectAccessible(page);

  await pickCheckoutVendor(page, 'Orchard Lane Farm');
  await expect(matchCount).toBeEnabled();
  await expect(page.getByText('Market Match tokens cannot be accepted by Ancillary vendors.')).toBeHidden();
});
