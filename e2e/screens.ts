// The main screens of each role, on the demo accounts (read only): swept for layout, accessibility and language
// (tests/screens-sweep.spec.ts) and for shifts as they load (tests/layout-stability.spec.ts).
import type { Page } from '@playwright/test';
import { marketDateText, serverNow } from './fixtures';

const DOWNTOWN = 'Davis Downtown Farmers Market';

/** The manager's screens, Downtown's where a screen is one market's; `season` adds the season's three. */
export async function managerScreens(page: Page, { season = false } = {}): Promise<string[]> {
  await page.goto('/markets');
  await page.getByRole('link', { name: DOWNTOWN }).first().click();
  await page.waitForURL(/\/market\?/);
  const marketId = new URL(page.url()).searchParams.get('market') ?? '';
  const [mm, dd, yyyy] = marketDateText(await serverNow(page.request)).split('/');
  const checkout = new URLSearchParams({
    market: marketId,
    date: `${yyyy}-${mm}-${dd}T00:00:00.000Z`,
    market_name: DOWNTOWN,
  });
  return [
    '/home',
    '/checkout/options',
    `/checkout?${checkout}`,
    '/transactions',
    '/vendors',
    '/markets',
    `/market?market=${marketId}`,
    `/markets/settings?market=${marketId}`,
    `/markets/rules?market=${marketId}`,
    '/tokens',
    // The info booth's token float (issue 34).
    `/tokens?market=${marketId}&view=float`,
    `/balances?market=${marketId}`,
    '/reports',
    '/documents',
    '/applications',
    '/inbox',
    '/account',
    ...(season ? [`/season?market=${marketId}`, `/booth-map?market=${marketId}`, '/staff'] : []),
  ];
}

export const SCREENS: Record<'manager' | 'vendor' | 'admin' | 'visitor', (page: Page) => Promise<string[]>> =
  {
    manager: (page) => managerScreens(page),
    vendor: async () => [
      '/home',
      '/products',
      '/documents',
      '/transactions',
      '/account',
      '/applications',
      '/inbox',
    ],
    admin: async () => ['/home', '/associations', '/account'],
    // Signed out: the pages a vendor meets before an account, where a Spanish speaker first picks the language.
    visitor: async () => ['/', '/faq', '/community', '/login', '/create-account', '/reset-password/request'],
  };
