// Issue 31, item 3: a vendor disputes the receipt of a checkout from their phone; the manager sees the dispute on
// Transactions, with the checkout's history, and resolves it. Accounts of their own, so the demo stays as seeded.
import { expect, expectNoSideways, loginAs, screenshot, serverNow, signOut, test } from '../fixtures';
import { managerWithMarketToday, marketIsoDate } from '../setup/markets';
import { vendorSellingAt } from '../setup/vendors';

const PHONE = { width: 375, height: 812 };
const FARM = 'Willow Creek Farm';
const NOTE = 'I reported $412.50, not $450';

test('a vendor disputes a receipt and the manager sees it', { tag: '@dates' }, async ({ page, request }) => {
  test.setTimeout(120_000);
  const { manager, market } = await managerWithMarketToday(request, 'ackmgr', { name: 'Creekside Market' });
  const vendor = await vendorSellingAt(request, { manager, market }, 'ack', FARM);
  const marketDate = marketIsoDate(await serverNow(request));
  const context = await request.get('/market-managers/checkouts', {
    headers: manager.headers,
    params: { market_id: market.id, market_date: marketDate },
  });
  const { vendors } = (await context.json()) as {
    vendors: { market_vendor_id: string; business_name: string }[];
  };
  const booked = await request.post(`/market-managers/transactions/${market.id}`, {
    headers: manager.headers,
    data: {
      market_vendor_id: vendors.find((v) => v.business_name === FARM)?.market_vendor_id,
      market_date: marketDate,
      reported_gross: 450,
      tokens: [],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.setViewportSize(PHONE);
  await loginAs(page, vendor);
  // The booking brought the receipt to the vendor's inbox.
  await page.goto('/inbox');
  await expect(
    page.getByText(/Your receipt for Creekside Market on .*: agree or dispute/).first(),
  ).toBeVisible();
  await page.goto('/transactions');
  await expect(
    page.getByRole('button', { name: /^Agree to the receipt for Creekside Market/ }),
  ).toBeVisible();
  await screenshot(page, 'vendor-receipt-answer-mobile');
  await page.getByRole('button', { name: /^Dispute the receipt for Creekside Market/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute this receipt' });
  await dialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(dialog.getByText('Say what is wrong with this receipt')).toBeVisible();
  await dialog.getByLabel('What is wrong?').fill(NOTE);
  await dialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(page.getByText(`You disputed: ${NOTE}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Agree to the receipt/ })).toHaveCount(0);
  await expectNoSideways(page);
  await screenshot(page, 'vendor-receipt-disputed-mobile');

  // The phone's menu holds Sign out; the desktop shows it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOut(page);
  await loginAs(page, manager);
  await page.setViewportSize(PHONE);
  await page.goto('/transactions');
  const disputes = page.getByRole('region', { name: 'Receipt disputes' });
  await expect(disputes.getByText(`Vendor disputed: ${NOTE}`)).toBeVisible();
  await expect(disputes.getByText(new RegExp(`${FARM} · Creekside Market`))).toBeVisible();
  await expectNoSideways(page);
  await screenshot(page, 'manager-receipt-disputes-mobile');

  await disputes.getByRole('button', { name: /^History of Willow Creek Farm/ }).click();
  const history = page.getByRole('dialog', { name: 'Transaction history' });
  await expect(history.getByText(`Vendor disputed: ${NOTE}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await disputes.getByRole('button', { name: /^Resolve the dispute of Willow Creek Farm/ }).click();
  await expect(page.getByText('Dispute marked resolved').first()).toBeVisible();
  await expect(disputes).toBeHidden();
});
