import type { APIRequestContext } from '@playwright/test';
import { checkScreen, expect, loginAs, serverNow, test } from '../fixtures';
import { managerWithMarketToday, marketIsoDate } from '../setup/markets';
import { acceptedStaff } from '../setup/staff';

// Issue 30: the manager takes attendance on the market day in a tap a vendor, sees the day counted, and cancels the
// next market day with a note for the vendors, at a phone's width; the season is looked at on a tablet and a laptop.
test('the manager takes attendance today and cancels next week with a note for the vendors', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const { manager, market } = await managerWithMarketToday(request, 'season', {
    name: 'Season Market',
    custom_fields: {},
    vendors: [{ business_name: 'Hilltop Greens', receipt_email: 'hilltop@example.com' }, 'Sunrise Bakery'],
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, manager);
  await page.goto(`/season?market=${market.id}`);
  await expect(page.getByRole('heading', { name: 'Season', level: 1 })).toBeVisible();

  // Today is a market day of this market: its card says so and opens the attendance sheet.
  const today = page.getByRole('listitem').filter({ has: page.getByText('Today', { exact: true }) });
  await expect(today).toContainText('2 expected');
  await today.getByRole('button', { name: 'Attendance' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('0 of 2 vendors marked')).toBeVisible();
  await sheet
    .getByRole('group', { name: 'Attendance of Hilltop Greens' })
    .getByRole('button', { name: 'Present' })
    .click();
  await sheet
    .getByRole('group', { name: 'Attendance of Sunrise Bakery' })
    .getByRole('button', { name: 'Absent' })
    .click();
  await expect(sheet.getByText('2 of 2 vendors marked')).toBeVisible();
  await checkScreen(page, 'season-attendance-375');
  await page.keyboard.press('Escape');
  await expect(today).toContainText('1 present · 1 absent · 2 expected');

  // The next market day is cancelled with a note: the kept vendor with an address is told by e-mail.
  const next = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Cancel date' }) })
    .nth(1);
  const nextDay = (await next.locator('span.font-medium').first().textContent()) ?? '';
  await next.getByRole('button', { name: 'Cancel date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this market day' });
  await dialog.getByLabel('Note to the vendors (optional)').fill('Storm warning: the park is closed.');
  await dialog.getByRole('button', { name: 'Cancel the date' }).click();
  await expect(page.getByText(/is cancelled\. 1 vendor was told\./)).toBeVisible();
  const cancelled = page.getByRole('listitem').filter({ hasText: nextDay });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled).toContainText('Storm warning: the park is closed.');
  await expect(cancelled.getByRole('button', { name: 'Hold it again' })).toBeVisible();

  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, `season-dates-${width}`);
  }
});

// Issue 30's test list: market staff take attendance on a phone, the network is cut halfway and restored, and each
// mark reaches the server once.
test('market staff take attendance on a phone through a lost signal', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { manager, market } = await managerWithMarketToday(request, 'seasonstaff', {
    name: 'Signal Market',
    custom_fields: {},
    vendors: ['Hilltop Greens', 'Sunrise Bakery'],
  });
  const helper = await acceptedStaff(request, manager.headers, { marketId: market.id });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(helper.username);
  await page.getByLabel('Password', { exact: true }).fill(helper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/checkout\/options$/);
  await page.goto('/season');
  await page.getByRole('button', { name: 'Attendance' }).first().click();
  const sheet = page.getByRole('dialog');
  const mark = (vendor: string, status: string) =>
    sheet
      .getByRole('group', { name: `Attendance of ${vendor}` })
      .getByRole('button', { name: status })
      .click();
  await mark('Hilltop Greens', 'Present');
  await expect(sheet.getByText('1 of 2 vendors marked')).toBeVisible();

  await page.context().setOffline(true);
  await mark('Sunrise Bakery', 'Absent');
  await expect(sheet.getByText('2 of 2 vendors marked')).toBeVisible();
  await expect(sheet.getByText('1 mark waits on this device: sent when the network is back.')).toBeVisible();
  await checkScreen(page, 'season-attendance-offline-375');

  await page.context().setOffline(false);
  await expect(sheet.getByText(/wait on this device/)).toBeHidden();
  // Both marks are on the server: the one sent at once and the one the device held.
  const day = await marketToday(request);
  await expect
    .poll(async () => {
      const response = await request.get(`/market-managers/markets/${market.id}/dates`, {
        headers: manager.headers,
        params: { start_date: day, end_date: day },
      });
      const [date] = (await response.json()) as { present_count: number; absent_count: number }[];
      return [date?.present_count, date?.absent_count];
    })
    .toEqual([1, 1]);
});

async function marketToday(request: APIRequestContext) {
  return marketIsoDate(await serverNow(request));
}
