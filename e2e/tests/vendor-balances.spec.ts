import {
  checkScreen,
  expect,
  expectAccessible,
  loginAs,
  openCheckout,
  pickCheckoutVendor,
  screenshot,
  signOut,
  test,
} from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';
import { vendorSellingAt } from '../setup/vendors';

// Issue 17 item 2: SNAP and incentive tokens make the market owe a farm stand; the manager sees it on the balances
// page, pays it by check, the balance is settled, and the vendor sees the payment on their transactions page.
test('a SNAP checkout leaves the market owing a producer, a check settles it, and the vendor sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = 'Balances Market';
  const { manager, market } = await managerWithMarketToday(request, 'balances', {
    name,
    custom_fields: {},
    tokens: [
      { name: 'CalFresh', per_dollar_value: 1, count: 500, program: 'SNAP', accepted_by: ['PRODUCER'] },
      {
        name: 'Market Match',
        per_dollar_value: 5,
        count: 100,
        program: 'INCENTIVE',
        program_name: 'Market Match',
        accepted_by: ['PRODUCER'],
      },
    ],
  });
  const vendor = await vendorSellingAt(request, { manager, market }, 'bal', 'Hilltop Greens');

  // $100 gross at 6% plus the $0.50 gov fee is $6.50 in fees; 40 CalFresh and 6 Market Match are $70 in tokens.
  await loginAs(page, manager);
  await openCheckout(page, name);
  await pickCheckoutVendor(page, 'Hilltop Greens');
  await page.getByLabel('Gross Profit').fill('100');
  await page.getByLabel('CalFresh', { exact: true }).fill('40');
  await page.getByLabel('Market Match', { exact: true }).fill('6');
  await expect(page.getByTestId('money-owed')).toHaveText(/\$63\.50/);
  await page.getByRole('button', { name: 'Submit Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Deliver Receipt' })).toBeVisible();

  await page.goto(`/balances?market=${market.id}`);
  await expect(page.getByRole('heading', { name: 'Vendor balances' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals for the listed vendors' });
  await expect(totals).toContainText('Market owes vendors$63.50');
  await page.getByRole('button', { name: 'Is owed' }).click();
  await expect(page.getByText('Market owes $63.50')).toBeVisible();
  await checkScreen(page, 'balances-owed');

  // The form starts with the payment that settles the balance: the market pays $63.50.
  await page.getByRole('button', { name: 'Record payment for Hilltop Greens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByRole('button', { name: 'Market paid the vendor' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByLabel('Amount')).toHaveValue('63.5');
  const record = dialog.getByRole('button', { name: 'Record payment' });
  await expect(record).toBeDisabled();
  await dialog.getByLabel('Check number').fill('1042');
  await dialog.getByLabel('Note (optional, the vendor sees it)').fill('SNAP reimbursement');
  // docs/decisions/041-preact.md item 8: the calendar is drawn outside the dialog, and turning its months once
  // counted as a press outside, closing the dialog with what was typed in it.
  const paidOn = dialog.getByLabel('Date', { exact: true });
  const paidOnText = await paidOn.inputValue();
  await dialog.getByRole('button', { name: 'Open calendar' }).click();
  // A closing dialog stays on screen for its exit animation: its state tells at once that it is closing.
  await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Go to the Next Month' })).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await expect(dialog.getByLabel('Amount')).toHaveValue('63.5');
  await expect(paidOn).toHaveValue(paidOnText);
  await expect(dialog.getByLabel('Check number')).toHaveValue('1042');
  await expect(dialog.getByLabel('Note (optional, the vendor sees it)')).toHaveValue('SNAP reimbursement');
  await expectAccessible(page);
  await record.click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Settled' }).click();
  await expect(page.getByRole('row', { name: /Hilltop Greens/ })).toContainText('Settled');
  await page.getByRole('button', { name: 'History of Hilltop Greens' }).click();
  const history = page.getByRole('dialog', { name: 'Account history' });
  await expect(history.getByText('Market paid the vendor $63.50 · Check #1042')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'balances-history');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The statement for this year opens as a PDF, and goes to every vendor of the market by e-mail.
  await page.getByRole('button', { name: 'Statement for Hilltop Greens' }).click();
  const statement = page.getByRole('dialog', { name: 'Vendor statement' });
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^statement-hilltop-greens-\d{4}-01-01-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await expect(statement).toBeHidden();
  await page.getByRole('button', { name: 'Send statements' }).click();
  const send = page.getByRole('dialog', { name: 'E-mail statements to all vendors' });
  await send.getByRole('button', { name: 'Send to all vendors' }).click();
  await expect(send.getByText('1 of 1 sent')).toBeVisible();
  await screenshot(page, 'balances-statements-sent');
  await send.getByText('Close', { exact: true }).click();
  await expect(send).toBeHidden();

  const csv = await request.get(`/market-managers/markets/${market.id}/balances/csv`, {
    headers: manager.headers,
  });
  expect(await csv.text()).toContain('Hilltop Greens,PRODUCER,1,-63.50,0.00,-63.50,0.00,Settled');

  // The vendor reads it on their transactions page.
  await signOut(page);
  await loginAs(page, vendor);
  await page.goto('/transactions');
  const own = page.getByRole('region', { name: 'Your balances' });
  await expect(own.getByText(name)).toBeVisible();
  await expect(own.getByText('Settled')).toBeVisible();
  await own.getByText('Payments (1)').click();
  await expect(own.getByText('Paid to you · Check #1042')).toBeVisible();
  await expect(own.getByText('SNAP reimbursement')).toBeVisible();
  await checkScreen(page, 'vendor-own-balances');
});
