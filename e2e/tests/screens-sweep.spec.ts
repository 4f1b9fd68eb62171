// Demo accounts: read only (every screen of the demo manager, vendor and admin).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@marketday/shared';
import type { Page } from '@playwright/test';
import { axeResults, type DemoRole, expect, login, test } from '../fixtures';
import { recordData, untranslated, vocabularyOf } from '../i18n-scan';
import { SCREENS } from '../screens';

// Every main screen of each role at a phone, a tablet and a desktop width, in English and in Spanish: none scrolls
// sideways, axe-core finds nothing serious or critical, and in Spanish no word is left that a catalogue does not
// hold (i18n-scan.ts). The counts (moderate included) are written next to the test output so a closing note can
// quote them.
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

type Finding = {
  role: string;
  language: Locale;
  width: number;
  url: string;
  sideways: number;
  axe: Record<string, string[]>;
  untranslated: string[];
};

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
// the network to go quiet (docs/decisions/030-test-suite-time.md). The manager's 17 screens are swept in four
// parts so the two workers share them evenly.
const PARTS: Record<keyof typeof SCREENS, number> = { manager: 4, vendor: 2, admin: 1, visitor: 1 };

function partOf<T>(items: T[], part: number, parts: number): T[] {
  const size = Math.ceil(items.length / parts);
  return items.slice(part * size, (part + 1) * size);
}

const widthsText = WIDTHS.map((size) => size.width).join(', ');

const SPANISH_WORDS = vocabularyOf('es');

// The other language, chosen with the sidebar's picker as a reader would (the desktop width shows the sidebar).
// The demo accounts are shared with other journeys, so the choice is kept on this device only: the account's
// save is answered here and never reaches the server.
async function switchLanguage(page: Page, language: Locale) {
  await page.getByRole('combobox', { name: /^(Language|Idioma)$/ }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settleAfterResize(page);
}

for (const role of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
  for (let part = 0; part < PARTS[role]; part++) {
    const label = PARTS[role] > 1 ? ` (part ${part + 1} of ${PARTS[role]})` : '';
    test(`every ${role} screen${label} in English and Spanish at ${widthsText} px: no sideways scroll, nothing serious for axe, no word outside the catalogues`, {
      tag: '@dates',
    }, async ({ page }) => {
      test.setTimeout(180_000);
      const [first] = WIDTHS;
      await page.route('**/users/self/language', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ json: route.request().postDataJSON() })
          : route.fallback(),
      );
      const data = recordData(page, 'es');
      await page.setViewportSize({ width: first.width, height: first.height });
      if (role !== 'visitor') await login(page, role as DemoRole);
      const urls = partOf(await SCREENS[role](page), part, PARTS[role]);
      const findings: Finding[] = [];
      const check = async (url: string, language: Locale, size: (typeof WIDTHS)[number]) => {
        const viewport = page.viewportSize();
        if (viewport?.width !== size.width) {
          await page.setViewportSize({ width: size.width, height: size.height });
          await settleAfterResize(page);
        }
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        const results = await axeResults(page);
        const axe: Record<string, string[]> = {};
        for (const v of results.violations) {
          const key = v.impact ?? 'minor';
          axe[key] = [...(axe[key] ?? []), `${v.id} ×${v.nodes.length}`];
        }
        const words =
          language === 'es' ? await untranslated(page, language, { vocabulary: SPANISH_WORDS, data }) : [];
        const screen = url.split('?')[0] ?? url;
        findings.push({ role, language, width: size.width, url: screen, sideways, axe, untranslated: words });
        await page.screenshot({
          path: path.join(
            import.meta.dirname,
            '..',
            'output',
            'screenshots',
            'sweep',
            `${role}-${language}-${size.width}${screen.replaceAll('/', '-')}.png`,
          ),
          fullPage: true,
        });
      };
      // Each screen is checked in the language it opened in, across the widths, then in the other language on the
      // way back; the next screen opens in that one. Both languages for one load of each screen.
      let language: Locale = 'en';
      for (const url of urls) {
        await page.setViewportSize({ width: first.width, height: first.height });
        await page.goto(url);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const size of WIDTHS) await check(url, language, size);
        language = language === 'en' ? 'es' : 'en';
        await switchLanguage(page, language);
        for (const size of [...WIDTHS].reverse()) await check(url, language, size);
      }
      const dir = path.join(import.meta.dirname, '..', 'output', 'sweep');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${role}${PARTS[role] > 1 ? `-part${part + 1}` : ''}.json`),
        JSON.stringify(findings, null, 2),
      );

      const sideways = findings
        .filter((f) => f.sideways > 0)
        .map((f) => `${f.url} in ${f.language} at ${f.width} px +${f.sideways}px`);
      const serious = findings.flatMap((f) =>
        [...(f.axe.serious ?? []), ...(f.axe.critical ?? [])].map(
          (v) => `${f.url} in ${f.language} at ${f.width} px ${v}`,
        ),
      );
      const english = [
        ...new Set(findings.flatMap((f) => f.untranslated.map((word) => `${f.url}: ${word}`))),
      ];
      expect.soft(sideways).toEqual([]);
      expect.soft(serious).toEqual([]);
      expect.soft(english, 'words on a Spanish screen that no catalogue holds').toEqual([]);
    });
  }
}
