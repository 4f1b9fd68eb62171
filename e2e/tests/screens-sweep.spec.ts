// Demo accounts: read only (every screen of the demo manager, vendor and admin).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeResults, type DemoRole, expect, login, marketDateText, serverNow, test } from '../fixtures';

// Every main screen of each role at a phone, a tablet and a desktop width: none scrolls sideways and axe-core
// finds nothing serious or critical. The counts (moderate included) are written next to the test output so a
// closing note can quote them.
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const DOWNTOWN = 'Davis Downtown Farmers Market';

async function managerScreens(page: Page): Promise<string[]> {
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
    `/balances?market=${marketId}`,
    '/reports',
    '/documents',
    '/applications',
    '/inbox',
    '/account',
  ];
}

const SCREENS: Record<'manager' | 'vendor' | 'admin', (page: Page) => Promise<string[]>> = {
  manager: managerScreens,
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
};

type Finding = { role: string; width: number; url: string; sideways: number; axe: Record<string, string[]> };

// The page is settled when no query is loading and no skeleton is left.
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

// After a resize the app's media queries answer and React lays the page out again: two frames, then the same
// check for anything still loading (a width can mount a list the other did not, such as the phone's cards).
async function settleAfterResize(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

// Layout and accessibility do not depend on the hour: the far-zone lane (scripts/test.mjs) skips the sweep to
// keep `npm test` inside its time budget; the noon lane runs it.
test.skip(process.env.E2E_CLOCK === 'utc-0100', 'layout sweep runs in the noon lane');

// Each screen is loaded once, at the phone's width (where a manager at a stall opens it), then checked at each
// width in turn by resizing the window, as a tablet turned on its side does. Loading every screen afresh at each
// width cost twice as much for the same checks: of about 3 s a screen, 1.5 s went to the load and the wait for
// the network to go quiet (docs/decisions/030-test-suite-time.md). The manager's 16 screens are swept in four
// parts so the two workers share them evenly.
const PARTS: Record<keyof typeof SCREENS, number> = { manager: 4, vendor: 2, admin: 1 };

function partOf<T>(items: T[], part: number, parts: number): T[] {
  const size = Math.ceil(items.length / parts);
  return items.slice(part * size, (part + 1) * size);
}

const widthsText = WIDTHS.map((size) => size.width).join(', ');

for (const role of Object.keys(SCREENS) as (keyof typeof SCREENS & DemoRole)[]) {
  for (let part = 0; part < PARTS[role]; part++) {
    const label = PARTS[role] > 1 ? ` (part ${part + 1} of ${PARTS[role]})` : '';
    test(`every ${role} screen${label} at ${widthsText} px: no sideways scroll, nothing serious for axe`, {
      tag: '@dates',
    }, async ({ page }) => {
      test.setTimeout(180_000);
      const [first] = WIDTHS;
      await page.setViewportSize({ width: first.width, height: first.height });
      await login(page, role);
      const urls = partOf(await SCREENS[role](page), part, PARTS[role]);
      const findings: Finding[] = [];
      for (const url of urls) {
        await page.setViewportSize({ width: first.width, height: first.height });
        await page.goto(url);
        await settle(page);
        for (const size of WIDTHS) {
          if (size !== first) {
            await page.setViewportSize({ width: size.width, height: size.height });
            await settleAfterResize(page);
          }
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          const results = await axeResults(page);
          const axe: Record<string, string[]> = {};
          for (const v of results.violations) {
            const key = v.impact ?? 'minor';
            axe[key] = [...(axe[key] ?? []), `${v.id} ×${v.nodes.length}`];
          }
          findings.push({ role, width: size.width, url: url.split('?')[0] ?? url, sideways, axe });
          await page.screenshot({
            path: path.join(
              import.meta.dirname,
              '..',
              'output',
              'screenshots',
              'sweep',
              `${role}-${size.width}${(url.split('?')[0] ?? '').replaceAll('/', '-')}.png`,
            ),
            fullPage: true,
          });
        }
      }
      const dir = path.join(import.meta.dirname, '..', 'output', 'sweep');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${role}${PARTS[role] > 1 ? `-part${part + 1}` : ''}.json`),
        JSON.stringify(findings, null, 2),
      );

      const sideways = findings
        .filter((f) => f.sideways > 0)
        .map((f) => `${f.url} at ${f.width} px +${f.sideways}px`);
      const serious = findings.flatMap((f) =>
        [...(f.axe.serious ?? []), ...(f.axe.critical ?? [])].map((v) => `${f.url} at ${f.width} px ${v}`),
      );
      expect.soft(sideways).toEqual([]);
      expect.soft(serious).toEqual([]);
    });
  }
}
