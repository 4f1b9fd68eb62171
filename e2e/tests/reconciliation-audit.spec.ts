// Demo accounts: read only (the tokens reconciliation of the seeded nights); the CDFA report and the edit use a manager of their own.
import type { APIRequestContext } from '@playwright/test';
import { checkScreen, choose, expect, expectAccessible, login, loginAs, screenshot, test } from '../fixtures';
import { bookCheckout, managerWithMarketToday } from '../setup/markets';

// The tokens journey reads the demo market as seeded; the two that write (a CDFA report, an edited checkout) do so
// on a manager, market and checkout of their own.
const MARKET = 'Davis Downtown Farmers Market';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** A new manager's market that runs today, with Green Valley Produce checked out there today. */
async function checkedOutToday(request: APIRequestContext, prefix: string, name: string) {
  const { manager, market } = await managerWithMarketToday(request, prefix, {
    name,
    vendors: ['Green Valley Produce'],
  });
  await bookCheckout(request, manager.headers, market, {
    vendor: 'Green Valley Produce',
    gross: 250,
    tokens: { 'Market Bucks': 10 },
  });
  return { manager, market };
}

test('a manager creates the CDFA report from the market page and the PDF opens', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const OWN = 'Quarter Report Market';
  const { manager } = await checkedOutToday(request, 'cdfa', OWN);
  await loginAs(page, manager);
  await page.goto('/markets');
  await page
    .getByRole('link', { name: new RegExp(OWN) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: OWN })).toBeVisible();

  await page.getByRole('button', { name: 'CDFA report' }).click();
  const dialog = page.getByRole('dialog', { name: 'CDFA report' });
  await expect(dialog.getByLabel('Year')).toBeVisible();
  // Today's checkout falls in the current quarter, which the form starts with.
  await expect(dialog.getByLabel('Quarter')).toHaveText(/^Q[1-4] \(\d\d\/01\/\d{4} – \d\d\/\d\d\/\d{4}\)$/);
  await expectAccessible(page);
  await screenshot(page, 'cdfa-dialog-desktop');

  // The new tab asks for the saved file. What it does with it is the browser's: the full browser shows the PDF, and
  // the headless shell the journeys run in downloads it, so the tab's own load is not awaited.
  const [tab, fileRequest] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('request', (request) => request.url().includes('/documents/files/')),
    dialog.getByRole('button', { name: 'Create report' }).click(),
  ]);
  await expect(page.getByText('Created CDFA Report').first()).toBeVisible();
  expect(fileRequest.url()).toMatch(/\/documents\/files\/[0-9a-f-]+\?expires=\d+&sig=/);
  const file = await page.request.get(fileRequest.url());
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  // The dialog keeps a link to the saved report, and the report is listed with the documents.
  await expect(dialog.getByRole('link', { name: 'Open PDF' })).toHaveAttribute(
    'href',
    /\/documents\/files\//,
  );
  await expect(dialog.getByText(/Producer-days/)).toBeVisible();
  await screenshot(page, 'cdfa-created-desktop');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'CDFA report' }).click();
  await expect(page.getByRole('dialog', { name: 'CDFA report' }).getByLabel('Quarter')).toBeVisible();
  await checkScreen(page, 'cdfa-dialog-phone');
  await page.getByRole('dialog', { name: 'CDFA report' }).getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize(DESKTOP);
  await page.goto('/documents');
  await choose(page, 'Filter by document type', 'CDFA Report');
  await expect(
    page.getByRole('cell', { name: new RegExp(`CDFA Report · ${OWN} Q[1-4] \\d{4}`) }),
  ).toBeVisible();
});

test('the tokens page reconciles distributed and redeemed tokens per market day, with warnings', {
  tag: '@dates',
}, async ({ page }) => {
  // Four market days of the demo's reconciliation, each a page of figures: well over a minute on a busy runner.
  test.setTimeout(150_000);
  await login(page, 'manager');
  await page.goto('/tokens');
  await choose(page, /^Market$/, MARKET);
  await page.getByRole('tab', { name: 'Reconciliation' }).click();
  await expect(page).toHaveURL(/view=reconciliation/);
  await expect(page.getByRole('heading', { name: `${MARKET} reconciliation` })).toBeVisible();
  await expect(page.getByText(/Variance = distributed − redeemed/)).toBeVisible();
  await choose(page, 'Market days', 'All time');

  const summaries = page.getByRole('list', { name: 'Token summaries' });
  const bucks = summaries.getByRole('listitem').filter({ hasText: 'Market Bucks' });
  // Four demo nights with day reports, each giving out 80 Market Bucks.
  await expect(bucks.getByText('Distributed to market').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '320',
  );
  await expect(bucks.getByText('Variance (distributed − redeemed)')).toBeVisible();
  // The first demo night's day report gives out no CalFresh, yet vendors hand CalFresh in: that night warns.
  await expect(page.getByText(/CalFresh returned but only 0 distributed\./).first()).toBeVisible();
  await expect(page.getByText(/warnings? to check/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'tokens-reconciliation-desktop');

  await page.setViewportSize(PHONE);
  await expect(page.getByText(/CalFresh returned but only 0 distributed\./).first()).toBeVisible();
  await checkScreen(page, 'tokens-reconciliation-phone');
});

test('editing a transaction shows who changed which figures in its history', { tag: '@dates' }, async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { manager } = await checkedOutToday(request, 'audit', 'History Test Market');
  await loginAs(page, manager);
  await page.goto('/transactions');
  await page.getByLabel('Search vendors or markets').fill('Green Valley Produce');
  const actions = page.getByRole('button', { name: 'Actions for Green Valley Produce' }).first();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Transaction' });
  // A token count only.
  const bucks = sheet.getByRole('textbox', { name: /^Market Bucks/ });
  await expect(bucks).toBeVisible();
  await bucks.fill('13');
  await sheet.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated Transaction').first()).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Updated Transaction')).toBeHidden({ timeout: 10_000 });

  await actions.click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Transaction history' });
  // Oldest first, as the server pages it: the edit just made is the last change.
  const newest = history.getByRole('list', { name: 'Changes, oldest first' }).getByRole('listitem').last();
  await expect(newest.getByText('Updated')).toBeVisible();
  await expect(newest.getByText(`by ${manager.username}`)).toBeVisible();
  await expect(newest.getByText(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d (AM|PM)$/)).toBeVisible();
  await expect(
    newest.getByText('Market Bucks', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/changed to13$/);
  await expect(newest.getByText('Money Owed')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'transaction-history-desktop');

  // On a phone the rows are cards with the same menu.
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await actions.click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(newest.getByText('Token Total')).toBeVisible();
  await checkScreen(page, 'transaction-history-phone');
});
