// Demo accounts: none signed in; reads the demo market's public page (the seed turns it on at /m/davis-downtown).
import { checkScreen, expect, expectAccessible, screenshot, test } from '../fixtures';

// Issue 18 part 2 (docs/product.md §18): a market's public page, server-rendered for shoppers without the app.
const DOWNTOWN = 'Davis Downtown Farmers Market';
const PHONE = { width: 375, height: 812 };

test('a signed-out shopper on a phone reads the demo market page: schedule, programs and vendors', {
  tag: '@dates',
}, async ({ page }) => {
  await page.setViewportSize(PHONE);
  const response = await page.goto('/m/davis-downtown');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: DOWNTOWN })).toBeVisible();
  await expect(page).toHaveTitle(`${DOWNTOWN} · Farmers market`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/m\/davis-downtown$/);
  await expect(page.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=301%20C%20St/,
  );
  // The demo market runs today, so today leads the next market days.
  const days = page.getByRole('region', { name: 'Next market days' }).getByRole('listitem');
  await expect(days).toHaveCount(4);
  await expect(days.first()).toContainText('Today');
  const programs = page.getByRole('region', { name: 'Tokens and programs accepted' });
  await expect(programs).toContainText('CalFresh (SNAP)');
  await expect(programs).toContainText('Market Match (Incentive: Market Match)');
  await expect(page.getByRole('region', { name: 'Good to know' })).toContainText('short leash');

  const vendors = page.getByRole('region', { name: 'Vendors' });
  await expect(vendors.getByRole('heading', { level: 3 })).toHaveText([
    'Bee Happy Honey',
    'Rise & Shine Bakery',
    'Sunny Acres Farm',
  ]);
  await expect(vendors).toContainText('Heirloom tomatoes · Produce · Jun–Sep');
  // Private details and vendors who did not opt in are not on the page.
  const text = await page.locator('body').innerText();
  for (const hidden of ['555-', '@', 'Ana Reyes', 'Nina Patel', 'Green Valley Produce']) {
    expect(text).not.toContain(hidden);
  }
  // No app shell: the page runs no script (its schema.org data is JSON, not code) and has no sidebar.
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('[data-slot="sidebar"]')).toHaveCount(0);

  await checkScreen(page, 'public-market-page-mobile');
});

test('the poster shows the market and a QR code, and links back to the page', { tag: '@dates' }, async ({
  page,
}) => {
  await page.goto('/m/davis-downtown');
  await page.getByRole('link', { name: 'Print a poster with a QR code to this page' }).click();
  await expect(page).toHaveURL(/\/m\/davis-downtown\/poster$/);
  await expect(page.getByRole('heading', { level: 1, name: DOWNTOWN })).toBeVisible();
  const qr = page.getByRole('img', { name: /^QR code linking to http.*\/m\/davis-downtown$/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  await expectAccessible(page);
  await screenshot(page, 'public-market-poster');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/Print this page/)).toBeHidden();
});

test('an unknown market page answers a friendly 404 with a way home', { tag: '@dates' }, async ({ page }) => {
  await page.setViewportSize(PHONE);
  const response = await page.goto('/m/no-such-market');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find this market page' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the Marketday home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await checkScreen(page, 'public-market-page-not-found');
});
