import { checkScreen, expect, loginAs, syncClock, test } from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';
import { vendorSellingAt } from '../setup/vendors';

// Issue 30's journeys: the manager draws a small map on a phone and gives out today's booths (a booth taken twice
// is refused), prints it; the vendor then sees their booth on their markets and drops a coming date.
test('a manager draws a small map and assigns booths; the vendor sees their booth and drops a date', {
  tag: '@dates',
}, async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { manager, market } = await managerWithMarketToday(request, 'booths', {
    name: 'Booth Map Market',
    custom_fields: {},
    vendors: ['Hilltop Greens', 'Sunrise Bakery'],
  });
  const honey = await vendorSellingAt(request, { manager, market }, 'honey', 'Meadow Honey');

  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, manager);
  await page.goto(`/booth-map?market=${market.id}`);
  await expect(page.getByRole('heading', { name: 'Booth map', level: 1 })).toBeVisible();

  // Three 10x10 booths, labelled A1–A3 as they are added, saved as the market's layout.
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Add booth' }).click();
    await page.getByRole('menuitem', { name: '10x10 ft booth' }).click();
  }
  for (const label of ['A1', 'A2', 'A3'])
    await expect(page.getByRole('button', { name: `Booth ${label}` }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved')).toBeVisible();
  await checkScreen(page, 'booth-map-layout-375');

  // Today's booths: tap a vendor, then their booth.
  await page.getByRole('tab', { name: 'Booths by date' }).click();
  const vendors = page.getByRole('region', { name: 'Vendors of the date' });
  const assign = async (vendor: string, booth: string) => {
    await vendors.getByRole('button', { name: new RegExp(`^${vendor}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^Booth ${booth}\\b`) }).click();
  };
  await assign('Hilltop Greens', 'A1');
  await expect(vendors.getByRole('button', { name: /^Hilltop Greens/ })).toContainText('Booth A1');
  await assign('Meadow Honey', 'A2');
  await expect(vendors.getByRole('button', { name: /^Meadow Honey/ })).toContainText('Booth A2');
  // A booth someone stands at is refused, and nobody moves.
  await assign('Sunrise Bakery', 'A1');
  await expect(page.getByText(/Booth A1 is taken by Hilltop Greens on \d\d\/\d\d\/\d{4}\./)).toBeVisible();
  await expect(vendors.getByRole('button', { name: /^Sunrise Bakery/ })).toContainText('No booth');
  await checkScreen(page, 'booth-map-dates-375');

  // The same data as a list, for the keyboard; and the printed map of the day.
  await page.getByRole('radio', { name: 'List', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Booth of Sunrise Bakery' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print map (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, `booth-map-dates-${width}`);
  }

  // On a laptop, the mouse drags a vendor onto a free booth.
  await page.getByRole('radio', { name: 'Map', exact: true }).click();
  const bakery = vendors.getByRole('button', { name: /^Sunrise Bakery/ });
  const from = await bakery.boundingBox();
  const to = await page.getByRole('button', { name: /^Booth A3\b/ }).boundingBox();
  if (!from || !to) throw new Error('the vendor or the booth is not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(bakery).toContainText('Booth A3');
  await page.getByRole('tab', { name: 'Layout' }).click();
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, `booth-map-layout-${width}`);
  }

  // The vendor, on their phone: today's booth on their markets, and a coming date dropped.
  const vendorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await syncClock(vendorContext);
  const vendorPage = await vendorContext.newPage();
  await loginAs(vendorPage, honey);
  await vendorPage.goto('/home');
  await expect(vendorPage.getByText(/booth A2 \(10x10\)/).first()).toBeVisible();
  await vendorPage.getByRole('button', { name: 'Drop this date' }).first().click();
  const drop = vendorPage.getByRole('dialog', { name: /^Drop / });
  await drop.getByRole('button', { name: 'Drop this date' }).click();
  await expect(vendorPage.getByText(/You dropped \d\d\/\d\d\/\d{4}\./)).toBeVisible();
  await expect(vendorPage.getByText('Dropped', { exact: true }).first()).toBeVisible();
  await checkScreen(vendorPage, 'booth-map-vendor-375');
  for (const width of [768, 1280]) {
    await vendorPage.setViewportSize({ width, height: 900 });
    await checkScreen(vendorPage, `booth-map-vendor-${width}`);
  }
  await vendorContext.close();
});
