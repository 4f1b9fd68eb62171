import type { Locator, Page } from '@playwright/test';
import {
  choose,
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  screenshot,
  syncClock,
  test,
} from '../fixtures';
import { managerWithMarket } from '../setup/markets';
import { newVendorAccount, vendorSellingAt } from '../setup/vendors';

type NewProduct = {
  name: string;
  category: string;
  tags: string[];
  months: string[] | 'Year-round';
  attribute: [string, string];
  description?: string;
};

const TOMATOES: NewProduct = {
  name: 'Heirloom Tomatoes',
  category: 'Produce',
  tags: ['Organic', 'Heirloom'],
  months: ['Jun', 'Jul', 'Aug', 'Sep'],
  attribute: ['Variety', 'Cherokee Purple'],
  description: 'Vine-ripened, picked the morning of the market.',
};
const HONEY: NewProduct = {
  name: 'Wildflower Honey',
  category: 'Honey',
  tags: ['Raw', 'Unfiltered', 'Local'],
  months: 'Year-round',
  attribute: ['Size', '12 oz jar'],
};
const SALSA: NewProduct = {
  name: 'Roasted Tomatillo Salsa',
  category: 'Sauces, Dips & Spreads',
  tags: ['Vegan', 'Gluten-Free', 'Refrigerated'],
  months: ['Jul', 'Aug', 'Sep', 'Oct'],
  attribute: ['Heat', 'Medium'],
};
const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function fillProduct(page: Page, sheet: Locator, product: NewProduct) {
  await sheet.getByLabel('Product name').fill(product.name);
  await choose(page, sheet.getByRole('combobox', { name: 'Category' }), product.category);
  for (const tag of product.tags) await sheet.getByRole('button', { name: tag, exact: true }).click();
  const months = product.months === 'Year-round' ? ['Year-round'] : product.months;
  for (const month of months) await sheet.getByRole('button', { name: month, exact: true }).click();
  await sheet.getByRole('button', { name: 'Add attribute' }).click();
  await sheet.getByLabel('Attribute 1 name').fill(product.attribute[0]);
  await sheet.getByLabel('Attribute 1 value').fill(product.attribute[1]);
  if (product.description) await sheet.getByLabel('Description (optional)').fill(product.description);
}

async function visibleNames(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.getByRole('list', { name: 'Products' }).getByRole('heading').allTextContents();
}

test('a new vendor sees how to start their catalogue', async ({ page, request }) => {
  const vendor = await newVendorAccount(request, {
    prefix: 'pv',
    businessName: 'Fresh Start Farm',
    receiptEmail: false,
  });
  await loginAs(page, vendor);

  await page.goto('/products');
  await expect(page.getByText('Add your first product to get started.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible();
});

// A vendor and a manager of their own: the demo vendor's catalogue stays as the journeys that read it expect.
test('a vendor adds, finds, edits and deletes products, and their manager sees the catalogue', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(200_000);
  const { manager, market } = await managerWithMarket(request, 'prodmgr', { name: 'Catalogue Test Market' });
  const vendor = await vendorSellingAt(request, { manager, market }, 'prod', 'Meadow Lane Farm');
  await loginAs(page, vendor);
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  for (const product of [TOMATOES, HONEY, SALSA]) {
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Add Product' });
    await fillProduct(page, sheet, product);
    if (product === SALSA) {
      await expectAccessible(page);
      await screenshot(page, 'products-form-desktop');
    }
    await sheet.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added.').first()).toBeVisible();
    await expect(sheet).toBeHidden();
  }

  await expect(card(page, TOMATOES.name).getByText('Jun–Sep')).toBeVisible();
  await expect(card(page, TOMATOES.name).getByText('Cherokee Purple')).toBeVisible();
  await expect(card(page, HONEY.name).getByText('Year-round')).toBeVisible();
  await expect(card(page, SALSA.name).getByText('Sauces, Dips & Spreads')).toBeVisible();
  await expect(card(page, SALSA.name).getByText('Gluten-Free')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'products-desktop');

  // Search covers names and attribute values; filters narrow further and combine with it.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('tomat');
  await expect.poll(() => visibleNames(page)).toEqual([TOMATOES.name, SALSA.name]);
  await search.fill('cherokee');
  await expect.poll(() => visibleNames(page)).toEqual([TOMATOES.name]);
  await search.fill('');
  const category = page.getByRole('combobox', { name: 'Filter by category' });
  const tag = page.getByRole('combobox', { name: 'Filter by tag' });
  await choose(page, category, 'Honey');
  await expect.poll(() => visibleNames(page)).toEqual([HONEY.name]);
  await choose(page, category, 'All Categories');
  await choose(page, tag, 'Vegan');
  await expect.poll(() => visibleNames(page)).toEqual([SALSA.name]);
  await search.fill('honey');
  await expect(page.getByText('No matching products.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(tag).toHaveText('All Tags');
  await expect
    .poll(() => visibleNames(page))
    .toEqual(expect.arrayContaining([TOMATOES.name, HONEY.name, SALSA.name]));

  // Edit: a new name and a spring season instead of year-round.
  await card(page, HONEY.name)
    .getByRole('button', { name: `Edit ${HONEY.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product name')).toHaveValue(HONEY.name);
  await edit.getByLabel('Product name').fill('Orange Blossom Honey');
  await edit.getByRole('button', { name: 'Year-round', exact: true }).click();
  for (const month of ['Mar', 'Apr', 'May', 'Jun'])
    await edit.getByRole('button', { name: month, exact: true }).click();
  await expect(edit.getByText('Available: Mar–Jun')).toBeVisible();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product updated.').first()).toBeVisible();
  await expect(card(page, 'Orange Blossom Honey').getByText('Mar–Jun')).toBeVisible();
  await expect(card(page, HONEY.name)).toHaveCount(0);

  // Delete asks first.
  await card(page, SALSA.name)
    .getByRole('button', { name: `Delete ${SALSA.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete ${SALSA.name}?` });
  await confirm.getByRole('button', { name: 'Delete Product' }).click();
  await expect(page.getByText('Product deleted.').first()).toBeVisible();
  await expect(card(page, SALSA.name)).toHaveCount(0);

  // The same page on a phone: stacked cards and a full-width form sheet.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card(page, TOMATOES.name)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'products-mobile');
  await card(page, TOMATOES.name)
    .getByRole('button', { name: `Edit ${TOMATOES.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  await screenshot(page, 'products-form-mobile');
  await expectNoSideways(page);

  // The manager of the vendor's market reads the catalogue from the vendors list.
  const managerContext = await browser.newContext();
  await syncClock(managerContext);
  const managerPage = await managerContext.newPage();
  await loginAs(managerPage, manager);
  await managerPage.goto('/vendors');
  await managerPage
    .getByRole('button', { name: `Actions for ${vendor.businessName}` })
    .first()
    .click();
  await managerPage.getByRole('menuitem', { name: 'View products' }).click();
  const sheet = managerPage.getByRole('dialog', { name: 'Products' });
  await expect(sheet.getByRole('heading', { name: TOMATOES.name })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Orange Blossom Honey' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: SALSA.name })).toHaveCount(0);
  await expectAccessible(managerPage);
  await screenshot(managerPage, 'vendor-products-manager');
  await managerContext.close();
});
