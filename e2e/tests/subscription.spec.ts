import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectDrawnInPlace,
  loginAs,
  newManager,
  screenshot,
  serverNow,
  test,
} from '../fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
// This test's own server clock (TEST_CLOCK): moving it leaves tests running beside it on real time.
const CLOCK = `subscription-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.use({ extraHTTPHeaders: { 'x-test-clock': CLOCK } });

async function advanceClock(request: APIRequestContext, days: number) {
  const response = await request.post('/test/clock/advance', { data: { days } });
  expect(response.status()).toBe(200);
}

async function atBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-desktop`);
}

// "-$32.67" → -32.67
const dollars = async (locator: Locator) => Number((await locator.innerText()).replace(/[$,]/g, ''));

test('a new manager changes plan after seeing the proration preview, cancels, and loses access at period end', {
  tag: '@dates',
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  const manager = await newManager(request, 'sub');
  await loginAs(page, manager);
  const panel = page.getByRole('group', { name: 'Subscription' });
  // The subscription comes last: the forms below it wait for it.
  await expectDrawnInPlace(page, {
    path: '/account',
    late: '**/market-managers/account/subscription',
    target: page.getByRole('button', { name: 'Change password' }),
    loaded: panel,
  });
  await expect(panel.getByText('Year-round Small')).toBeVisible();
  await expect(panel.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Free trial ends on \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(panel.getByText('0 of 25')).toBeVisible();
  // A trial nobody subscribed to ends by itself: nothing to cancel yet.
  await expect(panel.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expectAccessible(page);
  await atBothWidths(page, 'subscription-trial');

  // During the trial: Year-round Medium, billed from today.
  const dialog = page.getByRole('dialog');
  await panel.getByRole('button', { name: 'Change plan' }).click();
  await dialog.getByRole('radio', { name: /Year-round Medium/ }).check();
  await expectAccessible(page);
  await atBothWidths(page, 'subscription-plan-picker');
  await dialog.getByRole('button', { name: 'Review change' }).click();
  await expect(dialog.getByText(/Your free trial continues until \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await dialog.getByRole('radio', { name: /^Today/ }).check();
  const preview = dialog.getByTestId('proration-preview');
  await expect(preview.getByText('Year-round Medium, first month')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and pay $49.00' }).click();
  await expect(page.getByText('Subscription created successfully.')).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Renews on \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  // Ten days later the session is still there (its token refreshes on the moved clock): upgrade mid-period.
  await advanceClock(request, 10);
  await page.reload();
  await expect(panel.getByText('Year-round Medium', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Change plan' }).click();
  await dialog.getByRole('button', { name: 'Year-round' }).click();
  await dialog.getByRole('radio', { name: /Year-round Large/ }).check();
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const credit = preview.getByRole('listitem').filter({ hasText: 'Unused time on Year-round Medium' });
  const charge = preview.getByRole('listitem').filter({ hasText: 'Remaining time on Year-round Large' });
  await expect(credit).toBeVisible();
  const [creditAmount, chargeAmount] = [
    await dollars(credit.locator('span').last()),
    await dollars(charge.locator('span').last()),
  ];
  expect(creditAmount).toBeLessThan(0);
  expect(chargeAmount).toBeGreaterThan(-creditAmount);
  const due = (chargeAmount + creditAmount).toFixed(2);
  await expect(preview.getByText(`$${due}`, { exact: true })).toBeVisible();
  await atBothWidths(page, 'subscription-proration-preview');
  await dialog.getByRole('button', { name: `Confirm and pay $${due}` }).click();
  await expect(page.getByText('Subscription created successfully.')).toBeVisible();
  await expect(panel.getByText('Year-round Large', { exact: true })).toBeVisible();
  await expect(panel.getByText('0 of 100')).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(confirm.getByText(/Year-round Large stays active until \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Subscription cancelled successfully.')).toBeVisible();
  const endsOn = panel.getByText(/^Ends on \d\d\/\d\d\/\d{4}$/);
  await expect(endsOn).toBeVisible();
  await expect(panel.getByText('Cancelling')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/account\?billing=1$/);
  const history = page.getByRole('group', { name: 'Billing history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText(`$${due}`)).toBeVisible();
  await expect(history.getByText('$49.00')).toBeVisible();
  await expectAccessible(page);
  await atBothWidths(page, 'subscription-cancelling');

  // Move this test's server clock a day past the period end.
  const [month, day, year] = (await endsOn.innerText()).replace('Ends on ', '').split('/').map(Number);
  const periodEnd = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).getTime();
  await advanceClock(request, Math.ceil((periodEnd - (await serverNow(request)).getTime()) / DAY_MS) + 2);

  await page.goto('/markets');
  await expect(page).toHaveURL(/\/permission-denied$/);
  await expect(page.getByText(/Your subscription is not active/)).toBeVisible();
  await expectAccessible(page);
  await atBothWidths(page, 'subscription-permission-denied');

  await page.getByRole('link', { name: 'Go to Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(panel.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(panel.getByText('No active plan. Choose a plan to open your markets again.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Choose a plan' })).toBeVisible();
  await expectAccessible(page);
  await atBothWidths(page, 'subscription-ended');
});
