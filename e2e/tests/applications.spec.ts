import type { APIRequestContext, Page } from '@playwright/test';
import { choose, expect, expectAccessible, loginAs, screenshot, syncClock, test } from '../fixtures';
import { managerWithMarket, newMarket } from '../setup/markets';
import { uniqueId } from '../setup/vendors';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

// A manager of their own with two markets: approving adds the vendor to a market and each application leaves an
// unread notice, so the demo manager and the demo markets stay as other journeys read them.
async function managerWithMarkets(request: APIRequestContext) {
  const tail = uniqueId('').toUpperCase();
  const { manager, market: downtown } = await managerWithMarket(request, 'apps', {
    name: `Orchard Downtown Market ${tail}`,
  });
  const riverside = await newMarket(request, manager.headers, {
    name: `Orchard Riverside Market ${tail}`,
    day_of_week: 'TUESDAY',
  });
  return { manager, downtown, riverside, tail };
}

// The sign-up form of /create-account, as a new vendor fills it in.
async function signUpVendor(page: Page, businessName: string) {
  const id = `apply${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const account = { username: id, password: 'a-good-password' };
  await page.goto('/create-account');
  await page.getByLabel('Username').fill(id);
  await page.getByLabel('Email').first().fill(`${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel(/Vendor type/i).selectOption('PRODUCER');
  await page.getByRole('button', { name: /Create/i }).click();
  await expect(page.getByText('Account created! Sign in to get started.')).toBeVisible();
  return account;
}

// A product and an insurance certificate to attach, put in through the API as the vendor.
async function stockVendor(request: APIRequestContext, account: { username: string; password: string }) {
  const tokens = await (
    await request.post('/auth/login', { multipart: { ...account, grant_type: 'password' } })
  ).json();
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const product = await request.post('/vendors/self/products', {
    headers,
    data: {
      name: 'Heirloom Tomatoes',
      category: 'produce',
      tags: ['organic', 'heirloom'],
      attributes: {},
      seasonality: [6, 7, 8, 9],
      description: null,
    },
  });
  expect(product.status()).toBe(201);
  const expr = `${new Date().getFullYear() + 1}-06-30`;
  const document = await request.post('/documents', {
    headers,
    multipart: {
      params: JSON.stringify({ type: 'Insurance', meta: { issue_date: null }, expr }),
      file: {
        name: 'insurance.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(200, 32)]),
      },
    },
  });
  expect(document.status()).toBe(201);
}

test("a new vendor applies to a manager's market, the manager approves, and the vendor sells there", {
  tag: '@dates',
}, async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { manager, downtown, riverside, tail } = await managerWithMarkets(request);
  const MARKET = downtown.name;
  const businessName = `Sunny Slope Orchard ${Date.now().toString(36)}`;
  const account = await signUpVendor(page, businessName);
  await stockVendor(request, account);

  await page.setViewportSize(PHONE);
  await loginAs(page, account);
  await page.goto('/applications');
  await expect(page.getByText('No applications yet.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'applications-vendor-empty-375');

  await page.getByRole('button', { name: 'Apply to a market' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Search markets').fill(`Downtown Market ${tail}`);
  await expect(sheet.getByText(riverside.name)).toBeHidden();
  await expect(sheet.getByRole('button', { name: `Apply to ${MARKET}` })).toBeVisible();
  await screenshot(page, 'applications-vendor-browse-375');
  await sheet.getByRole('button', { name: `Apply to ${MARKET}` }).click();

  await expect(sheet.getByRole('heading', { name: `Apply to ${MARKET}` })).toBeVisible();
  await expect(sheet.getByRole('checkbox', { name: /Insurance/ })).toBeChecked();
  await sheet.getByRole('checkbox', { name: /Heirloom Tomatoes/ }).check();
  // docs/product.md §5: submit stays off until the form is valid.
  await expect(sheet.getByRole('button', { name: 'Send application' })).toBeDisabled();
  await sheet.getByLabel('Message to the manager').fill('x');
  await sheet.getByLabel('Message to the manager').fill('');
  await expect(sheet.getByText('Tell the manager about your business')).toBeVisible();
  await sheet
    .getByLabel('Message to the manager')
    .fill('Third-generation orchard in Winters. Peaches, plums and heirloom tomatoes from June.');
  await expectAccessible(page);
  await screenshot(page, 'applications-vendor-form-375');
  await sheet.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent.')).toBeVisible();
  await expect(sheet).toBeHidden();

  const ownCard = page.getByRole('article', { name: MARKET });
  await expect(ownCard.getByText('Pending')).toBeVisible();
  await screenshot(page, 'applications-vendor-pending-375');

  // The market's manager, in a browser of their own.
  const managerContext = await browser.newContext({ viewport: DESKTOP });
  await syncClock(managerContext);
  const managerPage = await managerContext.newPage();
  await loginAs(managerPage, manager);
  await managerPage.goto('/applications');
  const card = managerPage.getByRole('article', { name: businessName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Producer', { exact: true })).toBeVisible();
  await expect(card.getByText('Heirloom Tomatoes', { exact: true })).toBeVisible();
  await expect(card.getByText('Third-generation orchard in Winters.', { exact: false })).toBeVisible();
  const open = card.getByRole('link', { name: /Open Insurance/ });
  const file = await managerPage.request.get((await open.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(managerPage);
  await screenshot(managerPage, 'applications-manager-pending-desktop');

  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = managerPage.getByRole('dialog');
  await expect(confirm.getByText(`Approve ${businessName}?`)).toBeVisible();
  await screenshot(managerPage, 'applications-manager-approve-desktop');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(managerPage.getByText('Application approved.')).toBeVisible();
  // Approved, the vendor is offered their dates (issue 30): every other week from the first market day to come.
  const offer = managerPage.getByRole('dialog', { name: `Set the dates of ${businessName}?` });
  await offer.getByRole('button', { name: 'Set their dates' }).click();
  const dates = managerPage.getByRole('dialog', { name: `Dates of ${businessName}` });
  await dates.getByRole('radio', { name: /Every other week/ }).check();
  await dates.getByRole('combobox', { name: 'First date' }).click();
  await managerPage.getByRole('option').first().click();
  await expect(dates.getByText(/^\d+ of \d+ dates to come$/)).toBeVisible();
  await screenshot(managerPage, 'applications-manager-schedule-desktop');
  await dates.getByRole('button', { name: 'Save dates' }).click();
  await expect(managerPage.getByText('Schedule saved')).toBeVisible();
  await expect(dates).toBeHidden();
  // The Pending filter no longer holds it; All statuses shows it approved.
  await expect(card).toBeHidden();
  await choose(managerPage, 'Status', 'All statuses');
  await expect(card.getByText('Approved')).toBeVisible();
  await managerContext.close();

  await page.reload();
  await expect(ownCard.getByText('Approved')).toBeVisible();
  await screenshot(page, 'applications-vendor-approved-375');
  await page.goto('/home');
  await expect(page.getByText(MARKET).first()).toBeVisible();

  // Now selling there, the vendor fills in their catalogue from the products page.
  await page.goto('/products');
  for (const [name, category, month] of [
    ['Donut Peaches', 'Produce', 'Jul'],
    ['Santa Rosa Plums', 'Produce', 'Aug'],
    ['Peach Jam', 'Jams & Preserves', 'Year-round'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByLabel('Product name').fill(name);
    await choose(page, form.getByRole('combobox', { name: 'Category' }), category);
    await form.getByRole('button', { name: month, exact: true }).click();
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form).toBeHidden();
  }
  const catalogue = page.getByRole('list', { name: 'Products' });
  for (const name of ['Heirloom Tomatoes', 'Donut Peaches', 'Santa Rosa Plums', 'Peach Jam']) {
    await expect(catalogue.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await page.setViewportSize(DESKTOP);
  await page.goto('/applications');
  await expect(ownCard.getByText('Approved')).toBeVisible();
  await screenshot(page, 'applications-vendor-desktop');
});

test('a manager rejects with a required reason, and the vendor reads it', { tag: '@dates' }, async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { manager, riverside } = await managerWithMarkets(request);
  const businessName = `Late Frost Farm ${Date.now().toString(36)}`;
  const account = await signUpVendor(page, businessName);
  const tokens = await (
    await request.post('/auth/login', { multipart: { ...account, grant_type: 'password' } })
  ).json();
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const markets = await (
    await request.get(`/vendors/self/markets/browse?search=${encodeURIComponent(riverside.name)}`, {
      headers,
    })
  ).json();
  const applied = await request.post('/vendors/self/applications', {
    headers,
    data: { market_id: markets[0].id, message: 'Cut flowers and herbs.' },
  });
  expect(applied.status()).toBe(201);

  const managerContext = await browser.newContext({ viewport: PHONE });
  await syncClock(managerContext);
  const managerPage = await managerContext.newPage();
  await loginAs(managerPage, manager);
  await managerPage.goto('/applications');
  const card = managerPage.getByRole('article', { name: businessName });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = managerPage.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('x');
  await dialog.getByLabel('Reason').fill('');
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('We already have two flower growers this season.');
  await expectAccessible(managerPage);
  await screenshot(managerPage, 'applications-manager-reject-375');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(managerPage.getByText('Application rejected.')).toBeVisible();
  await managerContext.close();

  await loginAs(page, account);
  await page.goto('/applications');
  const ownCard = page.getByRole('article', { name: riverside.name });
  await expect(ownCard.getByText('Rejected')).toBeVisible();
  await expect(ownCard.getByText('We already have two flower growers this season.')).toBeVisible();
});
