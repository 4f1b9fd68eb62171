import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkScreen, expect, expectNoSideways, loginAs, screenshot, test } from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as Box;
}

// A phone, and a tablet (issue 13: the market day on a phone and a tablet).
const SCREENS = [
  { device: 'phone', width: 375, height: 740 },
  { device: 'tablet', width: 768, height: 1024 },
] as const;
type Screen = (typeof SCREENS)[number];

// A manager of their own with a market held today, tonight's day report dialog open with its figures filled in,
// and its first save refused: returns the dialog and the error notice, where the app shows it at this width.
async function refusedDayReport(page: Page, request: APIRequestContext, { device, width, height }: Screen) {
  // Held today at its zone (the default, the demo market's).
  const { manager, market } = await managerWithMarketToday(request, 'dayrep', {
    name: `${device === 'phone' ? 'Phone' : 'Tablet'} Market`,
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
      { vendor_type: 'NON_PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
      { vendor_type: 'ANCILLARY', fee_type: 'FLAT_FEE', flat: 20, percent: 0 },
    ],
    custom_fields: {},
    tokens: [{ name: 'Market Bucks', per_dollar_value: 1, count: 100 }],
    vendors: ['Apple Acres', 'Berry Patch', 'Corner Bakery'],
  });

  await page.setViewportSize({ width, height });
  await loginAs(page, manager);
  await page.goto(`/market?market=${market.id}`);
  await page.getByRole('button', { name: 'Create Day Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Day Report' });
  await expect(dialog.getByText('0 of 3 vendors checked out')).toBeVisible();
  await dialog.getByLabel('Expenses').fill('30');
  await expect(dialog.getByRole('status', { name: 'Direct Deposit' })).toHaveText('-$30.00');

  // A refusal: the error notice must leave the dialog's title and Close button visible and usable.
  const url = `**/market-managers/markets/${market.id}/day-reports`;
  await page.route(url, (route) =>
    route.request().method() === 'POST'
      ? // A 409, which the app shows (a server error would be kept to send again later, issue 15).
        route.fulfill({ status: 409, json: { detail: 'A day report already exists for this date.' } })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Create Day Report' }).click();
  // On a phone and a tablet the notice sits inside the dialog, under its header (the top-right notice is for
  // desktop widths).
  const notice = dialog.locator('[data-slot="dialog-alerts"] [role="alert"]');
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  await page.unroute(url);
  return { dialog, notice };
}

// The notice covers neither the way out at the top nor the Cancel and Save buttons at the bottom (on a phone it
// used to cover one or the other for its 5 s).
async function expectNoticeClear(dialog: Locator, notice: Locator) {
  const noticeBox = await box(notice);
  const uncovered = {
    title: dialog.getByRole('heading', { name: 'Create Day Report' }),
    // The dialog's own Close (the notice has one of its own).
    close: dialog.locator(':scope > button[aria-label="Close"]'),
    cancel: dialog.getByRole('button', { name: 'Cancel' }),
    save: dialog.getByRole('button', { name: 'Create Day Report' }),
  };
  const covered: Record<string, Box> = {};
  for (const [name, control] of Object.entries(uncovered)) {
    const controlBox = await box(control);
    if (overlaps(noticeBox, controlBox)) covered[name] = controlBox;
  }
  expect(covered, JSON.stringify({ noticeBox })).toEqual({});
}

for (const screen of SCREENS) {
  const { device } = screen;
  const title =
    device === 'phone'
      ? "on a phone, tonight's day report counts the vendors checked out, keeps an error clear of its title and buttons, then reads 'Edit Day Report'"
      : "on a tablet, tonight's day report counts the vendors checked out, shows an error, then reads 'Edit Day Report'";
  test(title, async ({ page, request }) => {
    const { dialog, notice } = await refusedDayReport(page, request, screen);
    await screenshot(page, `day-report-${device}-error`);
    await expectNoSideways(page);
    // On a tablet the notice is not clear of the dialog yet: the expected failure below.
    if (device === 'phone') await expectNoticeClear(dialog, notice);

    await dialog.getByRole('button', { name: 'Create Day Report' }).click();
    await expect(page.getByText('Market day report created!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Edit Day Report' }).click();
    const saved = page.getByRole('dialog', { name: 'Edit Day Report' });
    await expect(saved.getByLabel('Expenses')).toHaveValue(/^30(\.00)?$/);
    await checkScreen(page, `day-report-${device}-edit`);
  });
}

test("on a tablet, an error notice leaves the day report dialog's title and buttons clear", {
  tag: '@dates',
}, async ({ page, request }) => {
  // Measured 2026-11-25 at 768×1024 before the fix: the top-right notice (x 368–752, y 16–70) lay wholly over the
  // dialog's Close button (x 587–631, y 25–69) and the right of its title row; below desktop widths it now goes
  // inside the dialog, as on a phone.
  const tablet = SCREENS.find((s) => s.device === 'tablet') as Screen;
  const { dialog, notice } = await refusedDayReport(page, request, tablet);
  await expectNoticeClear(dialog, notice);
});
