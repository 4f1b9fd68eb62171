// Demo accounts: read only (the demo manager's program report of the seeded checkouts and day reports).
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { choose, expect, expectAccessible, expectNoSideways, login, screenshot, test } from '../fixtures';

const DOWNTOWN = 'Davis Downtown Farmers Market';

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  // The section's own button: the funder reports card below has its own "Download CSV".
  const section = page.getByRole('region', { name: 'Program report' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { file, bytes: await readFile(await file.path()) };
}

// Issue 17 item 4: the program report for funders on the Reports page.
test('the demo manager reads the program report of one market and downloads its CSV and PDF', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, 'manager');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 20_000 });
  const section = page.getByRole('region', { name: 'Program report' });
  // All markets: the report is of one market, so the section asks for one.
  await expect(
    section.getByText('Choose one market above to see its program report for funders.'),
  ).toBeVisible();

  await choose(page, 'Market', DOWNTOWN);
  const table = section.getByRole('table', { name: 'Tokens per program' });
  await expect(table).toBeVisible();
  // The demo's four weeks: vendors redeemed CalFresh (SNAP) tokens, and each night's day report handed out
  // Market Bucks.
  await expect(table.getByRole('rowheader', { name: 'SNAP' })).toBeVisible();
  const calfresh = table.getByRole('row', { name: /^CalFresh/ });
  const cells = calfresh.getByRole('cell');
  // Value per token, distributed (count, value), redeemed (count, value), market days, vendors.
  await expect(cells.nth(0)).toHaveText('$1.00');
  await expect(cells.nth(3)).toHaveText(/^[1-9][\d,]*$/);
  await expect(cells.nth(5)).toHaveText(/^[1-9]$/);
  await expect(cells.nth(6)).toHaveText(/^[1-9]\d*$/);
  await expect(table.getByRole('rowheader', { name: 'Incentive: Market Match' })).toBeVisible();
  const bucks = table.getByRole('row', { name: /^Market Bucks/ }).getByRole('cell');
  await expect(bucks.nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(section.getByRole('table', { name: 'Programs per month' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'program-report-desktop');

  const csv = await download(page, 'Download CSV');
  expect(csv.file.suggestedFilename()).toMatch(
    /^program-report-davis-downtown-farmers-market-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
  );
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Market,Month (YYYY-MM),Program,Incentive program,Token,Token value (USD),Tokens distributed (count),Value distributed (USD),Tokens redeemed (count),Value redeemed (USD),Market days (count),Vendors redeeming (count)',
  );
  expect(
    lines.some((line) => /^Davis Downtown Farmers Market,\d{4}-\d\d,SNAP,,CalFresh,1\.00,/.test(line)),
  ).toBe(true);

  const pdf = await download(page, 'Download PDF');
  expect(pdf.file.suggestedFilename()).toMatch(/^program-report-davis-downtown-farmers-market-.*\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A tablet and a phone: cards, no sideways scrolling.
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const cards = section.getByRole('list', { name: 'Tokens per program' });
    await expect(cards.getByRole('region', { name: 'CalFresh' })).toBeVisible();
    await expectNoSideways(page);
    await screenshot(page, `program-report-${width}`);
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(table).toBeVisible();
  await expectNoSideways(page);
});
