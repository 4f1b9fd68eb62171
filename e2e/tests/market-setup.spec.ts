import { choose, expect, expectAccessible, loginAs, newManager, screenshot, test } from '../fixtures';

test('a manager creates a market with fees, tokens and custom fields, adds three vendors and sees them in it', async ({
  page,
  request,
}) => {
  // A long journey: a market, three vendors through the sheet, the market page and the tokens page.
  test.setTimeout(150_000);
  const manager = await newManager(request);
  await loginAs(page, manager);

  await page.goto('/markets');
  await expect(page.getByText('No Markets Found.')).toBeVisible();
  await expect(page.getByText('Add a Market to get started.')).toBeVisible();
  await page.getByRole('link', { name: 'Add Market' }).first().click();
  await expect(page).toHaveURL(/\/markets\/settings$/);

  const save = page.getByRole('button', { name: 'Create Market' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Market name').fill('Harvest Square Market');
  await choose(page, 'Market day', 'Thursday');
  await page.getByLabel('Government fee').fill('0.75');
  await page.getByRole('button', { name: 'Add vendor fee' }).click();
  await page.getByLabel('Percent of gross').first().fill('6');
  await page.getByRole('button', { name: 'Add token' }).click();
  await page.getByLabel('Token name').first().fill('Market Bucks');
  await page.getByLabel('Initial count').first().fill('200');
  await page.getByLabel('New field name').fill('weather');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await screenshot(page, 'market-settings');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/market\?market=/);
  await expect(page.getByText('Market Created!')).toBeVisible();
  await expect(page.getByText('No vendors in this market yet.')).toBeVisible();
  await expect(page.getByText('6% of gross')).toBeVisible();
  const marketUrl = page.url();

  await page.goto('/vendors');
  const vendors = [
    ['Orchard Lane Farm', 'Producer'],
    ['Golden Crust Bakery', 'Non-producer'],
    ['Knife Sharpening Kim', 'Ancillary'],
  ] as const;
  for (const [name, type] of vendors) {
    await page.getByRole('button', { name: 'Add Vendor' }).first().click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Business name').fill(name);
    await choose(page, sheet.getByLabel('Vendor type'), type);
    await sheet.getByRole('checkbox', { name: 'Harvest Square Market' }).check();
    await sheet.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(page.getByText('Vendor Created!').first()).toBeVisible();
    // Added to a market, the vendor is offered their dates (issue 30); left for later, they come every market day.
    const offer = page.getByRole('dialog', { name: `Set the dates of ${name}?` });
    await offer.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await screenshot(page, 'vendors');

  await page.goto(marketUrl);
  for (const [name, type] of vendors) {
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(type, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, 'market-detail');

  await page.goto('/tokens');
  await expect(page.getByText('Market Bucks')).toBeVisible();
  await expect(page.getByText('200', { exact: true })).toBeVisible();
  await screenshot(page, 'tokens');
});

test('the vendors table pages, sorts, hides and searches 26 vendors', async ({ page, request }) => {
  const manager = await newManager(request, 'tbl');
  const types = ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'];
  for (let i = 1; i <= 26; i += 1) {
    const response = await request.post('/market-managers/vendors', {
      headers: manager.headers,
      data: {
        business_name: `Vendor ${String(i).padStart(2, '0')}`,
        type: types[i % 3],
        receipt_email: `v${i}@example.com`,
      },
    });
    expect(response.status()).toBe(201);
  }
  await loginAs(page, manager);
  await page.goto('/vendors');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Page 1 of 3')).toBeVisible();
  await pager.getByRole('button', { name: 'Go to next page' }).click();
  await expect(pager.getByText('Page 2 of 3')).toBeVisible();
  await pager.getByRole('button', { name: 'Go to last page' }).click();
  await expect(pager.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Vendor 26', exact: true })).toBeVisible();
  await pager.getByRole('button', { name: 'Go to first page' }).click();
  await expect(page.getByRole('cell', { name: 'Vendor 01', exact: true })).toBeVisible();

  await choose(page, 'Rows per page', '20');
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Business name' }).click();
  await page.getByRole('menuitem', { name: 'Desc' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Vendor 26');

  await page.getByRole('button', { name: 'Contact' }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(page.getByRole('columnheader', { name: /Contact/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unhide All' }).click();
  await expect(page.getByRole('columnheader', { name: /Contact/ })).toHaveCount(1);

  await page.getByLabel('Search vendors...').fill('Vendor 07');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(pager).toHaveCount(0);
  await page.getByLabel('Search vendors...').fill('no such vendor');
  await expect(page.getByText('No results.')).toBeVisible();
  await screenshot(page, 'vendors-table-search');
});
