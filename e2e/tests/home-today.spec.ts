// Demo accounts: read only (the demo manager's Today's Markets card).
import { MARKET_ZONE } from '../clock';
import { expect, expectAccessible, login, marketDateText, screenshot, serverNow, test } from '../fixtures';

// docs/product.md §2: today is counted at the markets (the browser may already be on the next day, e.g. in
// Auckland, or at 01:00 UTC: E2E_CLOCK=utc-0100), and a market out of season is neither today's nor next.
test("the manager's home counts today at the markets, and 'Next market' skips a market out of season", {
  tag: '@dates',
}, async ({ page, request }) => {
  const now = await serverNow(request);
  await login(page, 'manager');
  const card = page.locator('[data-slot="card"]').filter({ hasText: "Today's Markets" }).first();
  await expect(card).toContainText(marketDateText(now));
  await expect(card.getByRole('link', { name: /Davis Downtown Farmers Market/ })).toBeVisible();
  // Riverside Evening Market runs May to October (months 4–9), three days after the downtown market.
  const month =
    Number(new Intl.DateTimeFormat('en-US', { timeZone: MARKET_ZONE, month: 'numeric' }).format(now)) - 1;
  const next =
    month >= 4 && month <= 9
      ? `Next market: Riverside Evening Market on ${marketDateText(now, 3)}`
      : `Next market: Davis Downtown Farmers Market on ${marketDateText(now, 7)}`;
  await expect(card).toContainText(next);
  await expectAccessible(page);
  await screenshot(page, 'home-today');
});
