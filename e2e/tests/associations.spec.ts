// Demo accounts: the demo admin (only the seed makes admins), changing only associations it creates itself.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, login, loginAs, screenshot, test } from '../fixtures';
import { apiHeaders, newVendorAccount } from '../setup/vendors';

// Only the seed makes an admin, so both journeys sign in as the demo admin; each changes only an association it
// created under a name of its own, and the vendors who join are new ones, never the demo vendor others read.
async function adminHeaders(request: APIRequestContext) {
  return apiHeaders(request, DEMO.admin);
}

function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}`;
}

async function rowFor(page: Page, name: string) {
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  return row;
}

test('an admin creates an association, manages its members, edits max vendors and deactivates it', async ({
  page,
  request,
}) => {
  // A long journey (about a minute on two slow cores, more in the far-zone lane).
  test.setTimeout(150_000);
  await login(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Associations', level: 1 })).toBeVisible();
  const name = uniqueName('Delta Growers');

  await page.getByRole('button', { name: 'New Association' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'New Association' });
  const create = sheet.getByRole('button', { name: 'Create Association' });
  await sheet.getByLabel('Association name').fill(name);
  await sheet.getByLabel('Max vendors').fill('0');
  await expect(sheet.getByText('Must allow at least 1 vendor')).toBeVisible();
  await expect(create).toBeDisabled();
  await sheet.getByLabel('Max vendors').fill('3');
  await screenshot(page, 'associations-create');
  await create.click();
  await expect(page.getByText('Association created.').first()).toBeVisible();
  await expect(sheet).toBeHidden();

  const row = await rowFor(page, name);
  await expect(row.getByText('0 / 3')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  const code = (await row.locator('code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // A vendor joins with the code (their own screen is the next journey).
  const { headers: vendor } = await newVendorAccount(request, {
    prefix: 'assoc',
    businessName: 'Delta Orchards',
  });
  const joined = await request.post('/vendors/self/associations/join', {
    headers: vendor,
    data: { access_code: code.toLowerCase() },
  });
  expect(joined.status()).toBe(201);
  const admin = await adminHeaders(request);
  const detail = await (
    await request.get(`/admin/associations/${(await joined.json()).data.id}`, { headers: admin })
  ).json();
  const member: string = detail.vendors[0].business_name;

  await page.reload();
  await (await rowFor(page, name)).getByText(name).click();
  const detailSheet = page.getByRole('dialog', { name });
  await expect(detailSheet.getByText(member)).toBeVisible();
  await expect(detailSheet.getByText('1 / 3')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'associations-detail');
  await detailSheet.getByRole('button', { name: `Remove ${member}` }).click();
  const confirmRemove = page.getByRole('dialog', { name: `Remove ${member}?` });
  await confirmRemove.getByRole('button', { name: 'Remove vendor' }).click();
  await expect(page.getByText('Vendor removed from the association.').first()).toBeVisible();
  await expect(detailSheet.getByText('No vendors have joined yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detailSheet).toBeHidden();

  await (await rowFor(page, name)).getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Association' });
  await edit.getByLabel('Max vendors').fill('25');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Association updated.').first()).toBeVisible();
  await expect((await rowFor(page, name)).getByText('0 / 25')).toBeVisible();

  await (await rowFor(page, name)).getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(confirm.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await confirm.getByLabel('I understand no new vendors can join.').check();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Association deactivated.').first()).toBeVisible();
  await expect((await rowFor(page, name)).getByText('Inactive', { exact: true })).toBeVisible();

  const refused = await request.post('/vendors/self/associations/join', {
    headers: vendor,
    data: { access_code: code },
  });
  expect(refused.status()).toBe(404);

  await expectAccessible(page);
  await screenshot(page, 'associations');

  // The sidebar's Account opens the admin's own page (who is signed in, and the password), not /home.
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current password' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'account-admin');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/associations');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'associations-mobile');
});

test('a vendor joins an association with its code on the account page and leaves it', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const name = uniqueName('Sierra Foothill Growers');
  const created = await request.post('/admin/associations', {
    headers: admin,
    data: { name, max_vendors: 5, access_code: `SIERRA${Date.now().toString(36).toUpperCase()}` },
  });
  expect(created.status()).toBe(201);
  const { access_code: code } = (await created.json()).data;

  const vendor = await newVendorAccount(request, { prefix: 'assocv', businessName: 'Foothill Berries' });
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, vendor);
  await page.goto('/account');
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText('Associations', { exact: true }) });
  const codeField = card.getByLabel('Access code');
  await codeField.scrollIntoViewIfNeeded();

  await codeField.fill('NOSUCH99');
  await card.getByRole('button', { name: 'Join Association' }).click();
  await expect(card.getByText('No active association has that access code.')).toBeVisible();

  await codeField.fill(code.toLowerCase());
  await card.getByRole('button', { name: 'Join Association' }).click();
  await expect(page.getByText(`You joined ${name}.`).first()).toBeVisible();
  const mine = card.getByRole('list', { name: 'Your associations' });
  await expect(mine.getByText(name)).toBeVisible();
  await expect(mine.getByText(/1 \/ 5 vendors/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'vendor-associations-mobile');

  await codeField.fill(code);
  await card.getByRole('button', { name: 'Join Association' }).click();
  await expect(card.getByText('You are already a member of this association.')).toBeVisible();

  await mine.getByRole('button', { name: `Leave ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Leave ${name}?` })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByText(`You left ${name}.`).first()).toBeVisible();
  await expect(mine.getByText(name)).toBeHidden();
  // The refusal from before no longer holds, so the join form has started afresh.
  await expect(card.getByText('You are already a member of this association.')).toBeHidden();
  await expect(codeField).toHaveValue('');

  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'vendor-associations');
});
