// Demo accounts: read only (the demo manager's transactions and vendors, the demo vendor's transactions and documents).
import type { Page } from '@playwright/test';
import { type DemoRole, expect, login, screenshot, tableFit, test } from '../fixtures';

// Issue 13: at 1280 px with the sidebar open, each list's table shows every column inside its card, with no
// scrolling sideways inside the card and no scroll cue (docs/product.md §15). Reports has its own test
// (reports.spec.ts).
// `overflows`: a table known not to fit yet, kept running as an expected failure so the day it fits is noticed.
const TABLES: { role: DemoRole; url: string; heading: string; shot: string; overflows?: string }[] = [
  { role: 'manager', url: '/transactions', heading: 'Transactions', shot: 'manager-transactions' },
  { role: 'manager', url: '/vendors', heading: 'Vendors', shot: 'manager-vendors' },
  {
    role: 'vendor',
    url: '/transactions',
    heading: 'Transactions',
    // Was 981 px in a 974 px card (the Receipt column 7 px past its edge) until "Market owes you $96.93" could wrap.
    shot: 'vendor-transactions',
  },
  { role: 'vendor', url: '/documents', heading: 'Documents', shot: 'vendor-documents' },
];

async function expectEveryColumnFits(page: Page, shot: string) {
  const table = page.locator('[data-slot="data-table"]');
  const fit = await tableFit(table);
  const headers = table.locator('thead th');
  expect(await headers.count()).toBeGreaterThan(1);
  expect(fit.clipped, JSON.stringify(fit)).toEqual([]);
  expect(fit.scrollWidth, JSON.stringify(fit)).toBeLessThanOrEqual(fit.clientWidth);
  await expect(table.locator('[data-slot="scroll-cue"]')).toHaveCount(0);
  await screenshot(page, `table-fit-1280-${shot}`);
}

for (const { role, url, heading, shot, overflows } of TABLES) {
  test(`at 1280 px with the sidebar open, every column of the ${role}'s ${heading} table fits its card`, async ({
    page,
  }) => {
    test.fail(overflows !== undefined, overflows);
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, role);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
    await expectEveryColumnFits(page, shot);
  });
}
