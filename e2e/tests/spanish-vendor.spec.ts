// Issue 33: a vendor whose language is Spanish signs in, reports their sales and receives a Spanish receipt and
// statement by e-mail, while their English-speaking manager confirms the same report in English on another device.
// (The PDFs those e-mails carry are read in Spanish by the API's tests: receipt-pdf and statement-pdf.)
import {
  expect,
  expectAccessible,
  expectNoSideways,
  loginAs,
  screenshot,
  serverNow,
  test,
} from '../fixtures';
import { managerWithMarketToday, marketIsoDate } from '../setup/markets';
import { vendorSellingAt } from '../setup/vendors';

const PHONE = { width: 375, height: 667 };
const MARKET = 'Mercado del Valle';
const VENDOR = 'Rancho Las Palmas';

test('a Spanish-speaking vendor reports in Spanish; the manager confirms in English; receipt and statement are Spanish', {
  tag: '@dates',
}, async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { manager, market } = await managerWithMarketToday(request, 'esmgr', {
    name: MARKET,
    hours: { start: '08:00:00', end: '12:30:00' },
  });
  const vendor = await vendorSellingAt(request, { manager, market }, 'esv', VENDOR);
  const marketDate = marketIsoDate(await serverNow(request));

  // The vendor's phone: the sign-in page in Spanish, chosen from its picker.
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSideways(page);
  await expectAccessible(page);
  await screenshot(page, 'login-es-375');

  // A wrong password is refused in Spanish; the right one signs in, and the choice is kept on the account.
  await page.getByLabel('Correo electrónico o nombre de usuario').fill(vendor.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Los datos de inicio de sesión no son correctos.')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(vendor.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/home$/);
  await expect
    .poll(async () => (await (await request.get('/users/self', { headers: vendor.headers })).json()).language)
    .toBe('es');

  // The day's report, in Spanish.
  await page.getByRole('link', { name: 'Informar ventas de hoy' }).click();
  await page.getByLabel('Ventas brutas de hoy').fill('412.50');
  await page.getByRole('textbox', { name: /Market Bucks/ }).fill('12');
  await expect(page.getByTestId('report-owed')).toHaveText('$13.25');
  await expectNoSideways(page);
  await expectAccessible(page);
  await screenshot(page, 'vendor-report-es-375');
  await page.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(page.getByText(/^Enviado \(.*\): \$412\.50 · 12 Market Bucks\.$/)).toBeVisible();

  // The manager, on their own device and in English, confirms the same report.
  const desk = await browser.newContext();
  const booth = await desk.newPage();
  await loginAs(booth, manager);
  await booth.goto(
    `/checkout?${new URLSearchParams({ market: market.id, market_name: MARKET, date: marketDate })}`,
  );
  const report = booth.getByRole('region', { name: "Vendor's report" });
  await expect(report).toContainText('Reported by vendor: $412.50 · 12 Market Bucks');
  await expect(booth.getByLabel('Gross Profit')).toBeVisible();
  await report.getByRole('button', { name: 'Confirm' }).click();
  await expect(booth.getByRole('region', { name: 'Last checkout' })).toContainText(VENDOR);
  await desk.close();

  // The receipt the manager e-mails goes out in the vendor's language.
  const booked = await request.get('/vendors/self/sales-reports', {
    headers: vendor.headers,
    params: { market_id: market.id, market_date: marketDate },
  });
  expect(await booked.json()).toMatchObject({ state: 'BOOKED' });
  const list = await request.get('/market-managers/transactions', { headers: manager.headers });
  const transaction = ((await list.json()) as { data: { id: string; vendor_name: string }[] }).data.find(
    (row) => row.vendor_name === VENDOR,
  );
  expect(transaction, 'the booked checkout').toBeDefined();
  const sent = await request.post('/email/transactions', {
    headers: manager.headers,
    data: { transaction_id: transaction?.id },
  });
  expect(sent.status()).toBe(200);
  const lastMail = async () => {
    const mail = await request.get('/test/clock/mail', { params: { to: `${vendor.username}@example.com` } });
    return mail.ok() ? ((await mail.json()) as { subject: string; text: string }) : { subject: '', text: '' };
  };
  await expect.poll(async () => (await lastMail()).subject).toBe(`Su recibo de ${MARKET}`);

  // The manager, in English, sends the day's statement: it reaches the vendor in Spanish, dated the Spanish way.
  const statements = await request.post(`/market-managers/markets/${market.id}/statements/send`, {
    headers: manager.headers,
    data: { start_date: marketDate, end_date: marketDate },
  });
  expect(statements.status()).toBe(202);
  await expect.poll(async () => (await lastMail()).subject).toMatch(`${MARKET}: su estado de cuenta del `);
  const statement = await lastMail();
  expect(statement.subject).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  expect(statement.text).toContain(`Hola, ${VENDOR}:`);
});
