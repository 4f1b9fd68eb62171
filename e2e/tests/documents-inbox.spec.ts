import {
  choose,
  expect,
  expectAccessible,
  expectDrawnInPlace,
  expectNoSideways,
  loginAs,
  marketDateText,
  pickCheckoutVendor,
  screenshot,
  serverNow,
  signOut,
  test,
} from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';
import { vendorSellingAt } from '../setup/vendors';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(400, 32)]);

test('a past-due CPC certificate shows on the home page and at checkout; a market message reaches the vendor', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  // Document status counts days at the market (DESIGN §4), so "yesterday" is the market's. The vendor is one
  // the manager keeps: a vendor with their own account keeps their own documents.
  const yesterday = marketDateText(await serverNow(request), -1);
  // A manager, a market that runs today and its vendors of their own: the past-due certificate and the unread
  // message would otherwise land on the demo accounts other journeys read.
  const { manager, market } = await managerWithMarketToday(request, 'docs', {
    name: 'Creekside Farmers Market',
    vendors: ['Green Valley Produce'],
  });
  const vendor = await vendorSellingAt(request, { manager, market }, 'docsv', 'Hillside Orchard');
  await loginAs(page, manager);

  // The markets and their compliance come late: the documents table below their card waits in its place.
  await expectDrawnInPlace(page, {
    path: '/documents',
    late: /\/market-managers\/markets(\/[^/]+\/vendors\/summary)?$/,
    target: page.getByLabel('Search documents'),
    loaded: page.getByRole('list', { name: 'Documents by status' }),
    // Who needs chasing: a line of text or a row of names, which the placeholder cannot know beforehand.
    within: 10,
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  const sheet = page.getByRole('dialog', { name: 'Upload document' });
  await choose(page, sheet.getByLabel('Vendor'), 'Green Valley Produce', { exact: false });
  await choose(page, sheet.getByLabel('Document type'), 'Certified Producer Certificate', { exact: false });
  await sheet.getByLabel('County (optional)').fill('Yolo');
  await sheet.getByLabel('State (optional)').fill('CA');
  await sheet.getByLabel('Certificate number (optional)').fill('57-0001');
  // A certificate runs out, so its expiry date is required (no "(optional)").
  await sheet.getByLabel('Expiration date (optional)', { exact: true }).fill(yesterday);
  await sheet.getByLabel('File').setInputFiles({ name: 'cpc.pdf', mimeType: 'application/pdf', buffer: PDF });
  await screenshot(page, 'document-upload');
  await sheet.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document successfully uploaded.').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Green Valley Produce' }).first()).toBeVisible();
  // The file counts against the account's storage, shown under the table (docs/limits.md).
  await expect(page.getByText(/^\d+ KB of \d+ MB used$/)).toBeVisible();
  await screenshot(page, 'documents');
  const wide = page.viewportSize();
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideways(page);
    await screenshot(page, `documents-storage-${width}`);
  }
  if (wide) await page.setViewportSize(wide);

  // A typo in the certificate number is corrected without uploading the file again.
  await page
    .getByRole('button', { name: 'Actions for Certified Producer Certificate of Green Valley Produce' })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit details' });
  await expect(edit.getByLabel('Certificate number (optional)')).toHaveValue('57-0001');
  await edit.getByLabel('Certificate number (optional)').fill('57-0002');
  await screenshot(page, 'document-edit-details');
  await edit.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Document details updated.').first()).toBeVisible();
  await expect(edit).toBeHidden();

  await page.goto('/home');
  await expect(page.getByText('Expired Documents').first()).toBeVisible();
  await expect(page.getByText('Due yesterday').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Green Valley Produce' }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'home-manager-cards');

  // Today's Markets → checkout for the market that runs today; choose the vendor and see the warning.
  await page
    .getByRole('link', { name: /Creekside Farmers Market/ })
    .or(page.getByRole('button', { name: /Creekside Farmers Market/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await pickCheckoutVendor(page, 'Green Valley Produce');
  await expect(page.getByText(/Certified Producer Certificate is past due/)).toBeVisible();
  await screenshot(page, 'checkout-cpc-warning');

  await page.goto('/inbox');
  await page.getByRole('button', { name: 'New message' }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await compose.getByRole('button', { name: 'To a whole market' }).click();
  await choose(page, compose.getByLabel('Market'), market.name, { exact: false });
  // Said before sending: vendors with an account in their inbox, kept vendors with an address by e-mail.
  await expect(compose.getByText(/\d+ vendors? will receive it/)).toBeVisible();
  await compose.getByLabel('Title').fill('Market closes early');
  await compose.getByLabel('Message').fill('We close at noon this Sunday for the parade.');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Notification sent to \d+ vendors!/).first()).toBeVisible();

  await signOut(page);
  // Two unread: the welcome to the market and this message.
  await loginAs(page, vendor);
  const inboxItem = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('listitem')
    .filter({ hasText: 'Inbox' });
  await expect(inboxItem).toContainText(/[2-9]|\d\d/);
  await page.goto('/inbox');
  await expect(page.getByText('Market closes early').first()).toBeVisible();
  await page.getByText('Market closes early').first().click();
  await expect(
    page.getByRole('dialog').getByText('We close at noon this Sunday for the parade.'),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'inbox-vendor');
});
