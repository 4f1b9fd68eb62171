// Demo accounts: none. The public page settings and the directory choice are changed on a manager, markets and a
// vendor of this spec's own, so the demo market's page (public-page.spec.ts) and the demo vendor stay as seeded.
import { expect, expectAccessible, expectNoSideways, loginAs, screenshot, test } from '../fixtures';
import { managerWithMarket, newMarket } from '../setup/markets';
import { newVendorAccount, uniqueId, vendorSellingAt } from '../setup/vendors';

const TAKEN = 'This page address is taken; choose another';
const LISTED = "List my business in the vendor directory on my markets' public pages";
const SIZES = [
  ['1280', { width: 1280, height: 900 }],
  ['768', { width: 768, height: 1024 }],
  ['375', { width: 375, height: 812 }],
] as const;

test('a manager turns on a market’s public page, sees who is listed, and is told when an address is taken', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { manager, market: first } = await managerWithMarket(request, 'ppmgr', {
    name: 'Hilltop Saturday Market',
  });
  const second = await newMarket(request, manager.headers, { name: 'Hilltop Sunday Market' });
  // A vendor of the first market who chose, in their own account, to be listed.
  const vendor = await vendorSellingAt(request, { manager, market: first }, 'ppv', 'Reyes Family Farm');
  const self = (await (await request.get('/vendors/self', { headers: vendor.headers })).json()) as {
    business_name: string;
    type: string;
  };
  const opted = await request.put('/vendors/self', {
    headers: vendor.headers,
    data: {
      business_name: self.business_name,
      type: self.type,
      settings: { phone_public: false, email_notifications: true, directory_listed: true },
    },
  });
  expect(opted.status(), await opted.text()).toBe(200);

  await loginAs(page, manager);
  await page.goto(`/markets/rules?market=${first.id}`);
  const card = page.getByRole('group', { name: 'Public page' });
  const address = card.getByLabel('Page address');
  // An address is suggested from the market's name.
  await expect(address).toHaveValue('hilltop-saturday-market');
  await expect(card.getByRole('link', { name: 'Open public page' })).toHaveCount(0);
  await expect(card.getByRole('region', { name: 'Vendor directory' })).toContainText('Reyes Family Farm');

  const slug = uniqueId('hilltop-');
  await address.fill(slug);
  await card.getByLabel('Show a public page for this market').check();
  await card.getByLabel('Rules for shoppers').fill('Dogs on a short leash, please.');
  await card.getByRole('button', { name: 'Save public page' }).click();
  await expect(page.getByText('Public page updated!').first()).toBeVisible();
  const open = card.getByRole('link', { name: 'Open public page' });
  await expect(open).toHaveAttribute('href', `/m/${slug}`);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: 'Print QR poster' })).toHaveAttribute(
    'href',
    `/m/${slug}/poster`,
  );

  // Saved: a reload reads it back.
  await page.reload();
  await expect(address).toHaveValue(slug);
  await expect(card.getByLabel('Show a public page for this market')).toBeChecked();
  await expect(card.getByLabel('Rules for shoppers')).toHaveValue('Dogs on a short leash, please.');
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await expectNoSideways(page);
    await screenshot(page, `public-page-settings-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The second market cannot take the same address: the refusal is on the field.
  await page.goto(`/markets/rules?market=${second.id}`);
  await expect(address).toHaveValue('hilltop-sunday-market');
  await address.fill(slug);
  await card.getByLabel('Show a public page for this market').check();
  await card.getByRole('button', { name: 'Save public page' }).click();
  await expect(card.getByText(TAKEN)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(new RegExp(TAKEN));
  await expect(card.getByRole('link', { name: 'Open public page' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'public-page-settings-taken');

  // The vendors table marks who is listed.
  await page.goto('/vendors');
  const row = page.getByRole('row', { name: /Reyes Family Farm/ });
  await expect(row.getByText('In directory')).toBeVisible();
});

test('a vendor lists their business in the directory and the choice stays after a reload', async ({
  page,
  request,
}) => {
  const vendor = await newVendorAccount(request, { prefix: 'ppdir', businessName: 'Hill Honey' });
  await loginAs(page, vendor);
  await page.goto('/account');
  const listed = page.getByLabel(LISTED);
  await expect(listed).not.toBeChecked();
  await expect(page.getByText('Shoppers see your business name, type and products only.')).toBeVisible();
  await listed.check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account Updated.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(LISTED)).toBeChecked();
  await expectAccessible(page);
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await expectNoSideways(page);
    await screenshot(page, `vendor-directory-setting-${name}`);
  }
});
