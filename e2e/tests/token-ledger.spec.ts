import { checkScreen, expect, loginAs, marketDateText, serverNow, test } from '../fixtures';
import { managerWithMarketToday } from '../setup/markets';

// Tokens taken to a market day by hand (docs/product.md §10): a day up to a week ahead is fine (packed the night
// before), a later one (a year typed wrong) is refused on the field before anything is sent.
test('a manager takes tokens to next week’s market, and a date past a week ahead is refused on the field', {
  tag: '@dates',
}, async ({ page, request }) => {
  const { manager, market } = await managerWithMarketToday(request, 'ledger', {
    name: 'Ledger Lane Market',
    custom_fields: {},
    tokens: [{ name: 'Market Bucks', per_dollar_value: 1, count: 200 }],
    vendors: ['Orchard Lane Farm'],
  });
  const now = await serverNow(request);
  await loginAs(page, manager);
  await page.goto(`/tokens?market=${market.id}`);
  await page.getByRole('button', { name: 'Take to market Market Bucks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take tokens to market' });
  await dialog.getByLabel('Tokens to take').fill('30');

  const date = dialog.getByLabel('Market date');
  await date.fill(marketDateText(now, 8));
  await expect(
    dialog.getByText('Tokens can be taken to a market day at most 7 days ahead. Choose an earlier day.'),
  ).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Take to market' })).toBeDisabled();
  for (const [width, height] of [
    [375, 740],
    [768, 1024],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await checkScreen(page, `token-ledger-too-far-${width}`);
  }

  await date.fill(marketDateText(now, 7));
  await expect(dialog.getByText(/at most 7 days ahead/)).toBeHidden();
  await dialog.getByRole('button', { name: 'Take to market' }).click();
  await expect(page.getByText('Token count updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await (
    await request.get(`/market-managers/markets/${market.id}`, { headers: manager.headers })
  ).json();
  const [token] = (saved.data ?? saved).tokens as { id: string }[];
  const ledger = await request.get(`/market-managers/markets/${market.id}/tokens/${token!.id}/ledger`, {
    headers: manager.headers,
  });
  const [newest] = (await ledger.json()).data as { type: string; delta: number; market_date: string }[];
  const [mm, dd, yyyy] = marketDateText(now, 7).split('/');
  expect(newest).toMatchObject({
    type: 'WITHDRAW_FOR_MARKET',
    delta: -30,
    market_date: `${yyyy}-${mm}-${dd}`,
  });
});
