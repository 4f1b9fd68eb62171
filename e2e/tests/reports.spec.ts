// Demo accounts: read only (the demo manager's reports and exports of the seeded checkouts).
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  checkScreen,
  choose,
  expect,
  expectAccessible,
  expectNoSideways,
  login,
  screenshot,
  tableFit,
  test,
} from '../fixtures';

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const path = await file.path();
  return { file, bytes: await readFile(path) };
}

// "$1,234.56" on screen → cents.
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function summaryFigure(page: Page, label: string) {
  const figure = page
    .getByRole('region', { name: 'Checkouts' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/);
  return centsOf((await figure.textContent()) ?? '');
}

test('the demo manager reads the report, switches ranges and views, and exports CSV and PDF', {
  tag: '@dates',
}, async ({ page }) => {
  test.setTimeout(200_000);
  await login(page, 'manager');
  await page.goto('/reports');
  // The page's code loads on demand; on a busy machine that can take a few seconds.
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 20_000 });

  // The demo's last four weeks: checkouts of the Davis market, one row per vendor per market day.
  await expect(page.getByRole('heading', { name: 'Per vendor per market day' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Green Valley Produce' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gross Profit and fees by market day' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reports-desktop');

  // CSV of the table on screen: BOM, header, and figures that add up to the summary card.
  const gross = await summaryFigure(page, 'Gross Profit');
  const csv = await download(page, 'Export CSV');
  expect(csv.file.suggestedFilename()).toMatch(/^report-all-markets-.*-detail\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  const header = lines[0]?.split(',') ?? [];
  expect(header.slice(0, 10)).toEqual([
    'Date',
    'Market',
    'Vendor',
    'Vendor type',
    'Gross Profit',
    'Market fees',
    'Gov. fees',
    'Token Total',
    'Owed by vendors',
    'Paid to vendors',
  ]);
  expect(header).toContain('Market Bucks count');
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.length).toBeGreaterThan(5);
  expect(rows[0]?.[0]).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  expect(rows.every((r) => /^\d+\.\d\d$/.test(r[4] ?? ''))).toBe(true);
  expect(rows.reduce((sum, r) => sum + centsOf(r[4] ?? '0'), 0)).toBe(gross);

  // PDF of the same report, drawn by the API.
  const pdf = await download(page, 'Export PDF');
  expect(pdf.file.suggestedFilename()).toMatch(/^report-all-markets-.*\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.bytes.length).toBeGreaterThan(3_000);
  expect(pdf.bytes.subarray(-8).toString()).toContain('%%EOF');

  // Presets change the range; All time holds at least as much as the last four weeks.
  await choose(page, 'Date range', 'All time');
  await expect.poll(() => summaryFigure(page, 'Gross Profit')).toBeGreaterThanOrEqual(gross);
  await choose(page, 'Date range', 'Year to date');
  await expect(page.getByRole('heading', { name: 'Per vendor per market day' })).toBeVisible();

  // Totals per vendor, per market and per day.
  await page.getByRole('radio', { name: 'Total' }).click();
  await expect(page.getByRole('heading', { name: 'Per vendor', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Green Valley Produce' })).toHaveCount(1);
  await page.getByRole('radio', { name: 'Per market' }).click();
  const perMarket = page.getByRole('region', { name: 'Per market', exact: true });
  await expect(perMarket.getByRole('cell', { name: 'Davis Downtown Farmers Market' })).toBeVisible();
  const marketsCsv = await download(page, 'Export CSV');
  expect(marketsCsv.file.suggestedFilename()).toMatch(/-markets\.csv$/);
  expect(marketsCsv.bytes.toString('utf8')).toContain('Davis Downtown Farmers Market');
  await page.getByRole('radio', { name: 'Per day' }).click();
  await expect(page.getByRole('heading', { name: 'Per day', exact: true })).toBeVisible();

  // A reversed custom range is refused with the date-order message (docs/product.md §16).
  await choose(page, 'Date range', 'Custom range');
  await page.getByLabel('Start date').fill('12/31/2030');
  await page.getByLabel('Start date').press('Tab');
  await expect(page.getByText('Start date must be before or equal to end date')).toBeVisible();
  await choose(page, 'Date range', 'Last 4 weeks');

  // A phone: stacked cards, charts inside the screen, no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('radio', { name: 'Detail' }).click();
  await expect(page.getByRole('heading', { name: 'Green Valley Produce' }).first()).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await checkScreen(page, 'reports-phone');
});

test('the transactions and documents pages export their lists as CSV', { tag: '@dates' }, async ({
  page,
}) => {
  await login(page, 'manager');
  await page.goto('/transactions');
  await expect(page.getByRole('cell', { name: 'Green Valley Produce' }).first()).toBeVisible();
  const transactions = await download(page, 'Export CSV');
  expect(transactions.file.suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
  const text = transactions.bytes.toString('utf8');
  expect(text.startsWith('\uFEFFDate,Market,Vendor,Vendor type,Gross Profit,Market fee')).toBe(true);
  expect(text).toContain('Green Valley Produce');
  // The server streams the whole filtered range, not the page on screen (10 rows).
  const pager = page.getByText(/^Page 1 of \d+$/);
  await expect(pager).toBeVisible();
  expect(text.trim().split('\r\n').length - 1).toBeGreaterThan(10);

  await page.goto('/documents');
  await expect(page.getByRole('cell').first()).toBeVisible();
  const documents = await download(page, 'Export CSV');
  expect(documents.file.suggestedFilename()).toBe('documents.csv');
  expect(
    documents.bytes.toString('utf8').startsWith('\uFEFFVendor,Type,Status,Expires,Version,Uploaded\r\n'),
  ).toBe(true);
});

test('at 1280 px with the sidebar open every column of the per-vendor tables fits; narrower, they scroll in their box, then stack', {
  tag: '@dates',
}, async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'manager');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');

  // All markets, the last four weeks: every figure and a column for each of Davis's three tokens.
  const detail = page.getByRole('region', { name: 'Per vendor per market day', exact: true });
  await expect(detail.getByRole('cell', { name: 'Green Valley Produce' }).first()).toBeVisible();
  for (const header of [
    'Market day',
    'Vendor',
    'Gross Profit',
    'Paid to vendors',
    'Market Bucks',
    'Market Match',
  ]) {
    await expect(detail.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const detailFit = await tableFit(detail);
  expect(detailFit.scrollWidth, JSON.stringify(detailFit)).toBeLessThanOrEqual(detailFit.clientWidth);
  expect(detailFit.clipped).toEqual([]);
  await expect(detail.locator('[data-slot="scroll-cue"]')).toHaveCount(0);
  await detail.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-1280-detail');

  // Totals per vendor over all time: the largest figures.
  await choose(page, 'Date range', 'All time');
  await page.getByRole('radio', { name: 'Total' }).click();
  const perVendor = page.getByRole('region', { name: 'Per vendor', exact: true });
  await expect(perVendor.getByRole('cell', { name: 'Green Valley Produce' })).toBeVisible();
  await expect(perVendor.getByRole('columnheader', { name: 'Market Match' })).toBeVisible();
  const totalsFit = await tableFit(perVendor);
  expect(totalsFit.scrollWidth, JSON.stringify(totalsFit)).toBeLessThanOrEqual(totalsFit.clientWidth);
  expect(totalsFit.clipped).toEqual([]);
  await perVendor.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-1280-per-vendor');

  // 1024 px with the sidebar open: too narrow for every column, so the table scrolls inside its box, with the cue.
  await page.getByRole('radio', { name: 'Detail' }).click();
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(detail.locator('[data-slot="scroll-cue"]')).toBeVisible();
  const narrowFit = await tableFit(detail);
  expect(narrowFit.scrollWidth).toBeGreaterThan(narrowFit.clientWidth);
  await expectNoSideways(page);

  // A tablet with the sidebar open: the rows stack as cards, and nothing scrolls sideways.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(detail.getByRole('heading', { name: 'Green Valley Produce' }).first()).toBeVisible();
  await expectNoSideways(page);
  await detail.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-768-detail');
});
