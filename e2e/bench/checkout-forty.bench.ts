import { execSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { expect, loginAs, newManager, screenshot, serverNow, test } from '../fixtures';
import { DEMO_TOKENS, marketIsoDate, marketToday } from '../setup/markets';

// Issue 31, "Done when": 40 vendors settled at 375 px with a printed receipt each in at most 81 taps and no scroll
// by hand (before issue 31: about 161 taps and 60 scrolls). The manager at the info booth, on a 375×667 phone, types
// each vendor's gross where the cursor is (and a token count for some), taps Submit Checkout, taps Print Receipt,
// and the form moves on to the next vendor (docs/decisions/033-checkout-moves-on.md). Every click is a tap; every
// time something to tap or type into is not on screen as it stands is a scroll, counted and then done so the run
// goes on. The figures go to bench/CHECKOUT.md; the run fails above the budget. `npm run bench:checkout`.

// The full browser, as a person's phone runs it: the headless shell the journeys use has no PDF viewer, so the
// receipt's frame never loads there and each print ends, 15 s later, in 'The receipt could not be opened for
// printing.'
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

declare global {
  interface Window {
    /** Receipts that reached print() in their frame (counted on the page the frames are in). */
    __receiptsPrinted?: number;
  }
}

const PHONE = { width: 375, height: 667 };
const MARKET = 'Forty Stalls Market';
const TAP_BUDGET = 81;
const SCROLL_BUDGET = 0;
// docs/decisions/033-checkout-moves-on.md: measured on main before issue 31 (a browser run, Pacific time).
const BEFORE = { taps: '≈ 161', scrolls: '60' };
const REPO = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(REPO, 'bench', 'CHECKOUT.md');

// Forty names, short to very long, no one a part of another's; every third one a reseller.
const NAMES = [
  'Figs',
  'Apple Acres',
  'Heirloom Tomato & Pepper Cooperative of Yolo County',
  'Corner Bakery',
  'Bee Happy Honey',
  'Kale Co',
  'Sierra Foothills Goat Cheese and Raw Honey Company',
  'Dos Hermanas Tamales',
  'Mushroom Mike',
  'Olive Grove Press',
  'Tiny Radish',
  'The Very Long Named Organic Stone Fruit Orchard of Placer County',
  'Blue Heron Eggs',
  'Sourdough Society',
  'Pho Real',
  'Redwood Ridge Berries',
  'Lavender Lane',
  'Walnut Creek Nuttery',
  'Greens by Grace',
  'Cedar Smoke BBQ',
  'Sunrise Microgreens',
  'Peachy Keen',
  'Hilltop Dairy',
  'Spice Route Chai',
  'Golden State Citrus and Avocado Growers Association',
  'Pickle Barrel',
  'Wild Salmon Direct',
  'Maple & Rye',
  'Okra Okay',
  'Brambleberry Jams',
  'Three Sisters Farm',
  'Kombucha Kitchen',
  'Plum Tree',
  'Valley Oak Mushrooms and Foraged Goods',
  'Yam Jam',
  'Zinnia Flowers',
  'Quince & Quail',
  'Northside Pasta',
  'Urban Beehive',
  'Xochitl Salsas',
] as const;

/** The figures for the n-th vendor settled: a gross, and for some a token count (by token name). */
function figures(n: number): { gross: string; token?: { name: string; count: string } } {
  const gross = n % 2 === 0 ? String(80 + n * 13) : `${120 + n * 7}.50`;
  if (n % 4 === 1) return { gross, token: { name: 'Market Bucks', count: String(5 + n) } };
  if (n % 6 === 3) return { gross, token: { name: 'CalFresh', count: String(2 + n) } };
  return { gross };
}

type Scroll = { vendor: string; element: string; at: string };

/**
 * The booth's tally. `tap` and `type` first look at the element as the page stands: off the screen, or under
 * something else (the app bar, the Money Owed bar) at its centre, is a scroll, counted, and then scrolled to.
 */
function booth(page: Page) {
  const tally = { taps: 0, keys: 0, tabs: 0, scrolls: [] as Scroll[] };
  let vendor = '';

  async function onScreen(locator: Locator, element: string) {
    await expect(locator).toBeVisible();
    // The page may still be moving itself (the app reveals the next vendor's entry): judge it once it is still.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = window.scrollY;
          let still = 0;
          const look = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 3) resolve();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
    );
    const seen = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
        return `off screen (top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${window.innerHeight})`;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && (hit === el || el.contains(hit))) return null;
      const by = hit?.closest('[aria-label]')?.getAttribute('aria-label') ?? hit?.tagName ?? 'nothing';
      return `covered by ${by} (top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)})`;
    });
    if (seen) {
      tally.scrolls.push({ vendor, element, at: seen });
      await locator.scrollIntoViewIfNeeded();
    }
  }

  return {
    tally,
    on(name: string) {
      vendor = name;
    },
    async tap(locator: Locator, element: string) {
      await onScreen(locator, element);
      tally.taps += 1;
      await locator.click();
    },
    /** Typed into the focused field; a field without the cursor is tapped first. */
    async type(locator: Locator, element: string, text: string) {
      await onScreen(locator, element);
      if (!(await locator.evaluate((el) => el === document.activeElement))) {
        tally.taps += 1;
        await locator.click();
      }
      await page.keyboard.type(text);
      tally.keys += text.length;
    },
    /** The phone keyboard's Next (Tab) until the field has the cursor, each press a key. */
    async next(locator: Locator, element: string) {
      await onScreen(locator, element);
      for (let press = 0; press < 6; press += 1) {
        if (await locator.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
        tally.keys += 1;
        tally.tabs += 1;
      }
      throw new Error(`Tab never reached ${element} for ${vendor}`);
    },
  };
}

// The receipt PDF the print dialog is opened for.
const receiptFetched = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/market-managers/transactions/receipt') && r.ok());

/** Which of the vendors the picker shows (the longest name in its text: none is a part of another). */
async function shownVendor(picker: Locator): Promise<string> {
  const text = (await picker.textContent()) ?? '';
  const found = NAMES.filter((name) => text.includes(name)).sort((a, b) => b.length - a.length)[0];
  if (!found) throw new Error(`the picker shows no known vendor: '${text}'`);
  return found;
}

test('40 vendors settled at 375 px, each with a printed receipt', async ({ page, context, request }) => {
  // Headless Chromium never ends a print job: print() in the receipt's frame only counts the receipt as printed.
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top ?? window;
      top.__receiptsPrinted = (top.__receiptsPrinted ?? 0) + 1;
    };
  });
  const manager = await newManager(request, 'bench40');
  // A trial keeps 25 active vendors; 40 need the 50-vendor plan.
  const plan = await request.post('/users/create_stripe_subscription', {
    headers: manager.headers,
    data: { plan: 'year_round_md' },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const market = await marketToday(request, manager.headers, {
    name: MARKET,
    custom_fields: { state: '', weather: '', attendance: '' },
    tokens: DEMO_TOKENS,
    vendors: NAMES.map((name, i) => [name, i % 3 === 2 ? 'NON_PRODUCER' : 'PRODUCER'] as const),
  });
  const marketDate = marketIsoDate(await serverNow(request));

  await page.setViewportSize(PHONE);
  await loginAs(page, manager);
  await page.goto(
    `/checkout?${new URLSearchParams({ market: market.id, market_name: MARKET, date: marketDate })}`,
  );
  const picker = page.getByRole('combobox', { name: 'Vendor', exact: true });
  const gross = page.getByLabel('Gross Profit');
  const submit = page.getByRole('button', { name: 'Submit Checkout' });
  const deliver = page.getByRole('dialog', { name: 'Deliver Receipt' });
  const print = deliver.getByRole('button', { name: 'Print Receipt' });
  const doubt = page.getByRole('dialog', { name: 'Is this gross right?' });
  await expect(gross).toBeVisible();
  await expect(page.getByText(`0 of ${NAMES.length} settled`)).toBeVisible();

  const manned = booth(page);
  const settled: string[] = [];
  let tokensTyped = 0;
  const started = Date.now();
  for (let n = 0; n < NAMES.length; n += 1) {
    // The form is on a vendor not yet settled, with the cursor in Gross once the page has moved on.
    await expect
      .poll(async () => {
        const shown = await shownVendor(picker);
        return settled.includes(shown) ? `still on ${shown}` : 'moved on';
      })
      .toBe('moved on');
    const vendor = await shownVendor(picker);
    manned.on(vendor);
    await expect(gross).toHaveValue('');
    await expect(gross)
      .toBeFocused({ timeout: 3_000 })
      .catch(() => undefined); // Not focused: type() counts the tap that puts the cursor there.

    const { gross: figure, token } = figures(n);
    await manned.type(gross, 'Gross Profit', figure);
    if (token) {
      const field = page.getByRole('textbox', { name: token.name, exact: true });
      await manned.next(field, token.name);
      await page.keyboard.type(token.count);
      manned.tally.keys += token.count.length;
      await expect(field).toHaveValue(token.count);
      tokensTyped += 1;
    }
    if (n === NAMES.length / 2) {
      // Mid-run, the figures typed: what the manager looks at, and the whole page.
      await page.screenshot({
        path: path.join(REPO, 'e2e', 'output', 'screenshots', 'checkout-forty-375-mid.png'),
      });
      await screenshot(page, 'checkout-forty-375-mid-page');
    }

    await manned.tap(submit, 'Submit Checkout');
    await expect(deliver.or(doubt)).toBeVisible();
    if (await doubt.isVisible()) throw new Error(`the gross ${figure} for ${vendor} was doubted`);
    const printed = receiptFetched(page);
    await manned.tap(print, 'Print Receipt');
    await expect(deliver).toBeHidden();
    await printed;
    settled.push(vendor);
    // The PDF loaded in its frame and print() was called on it: printed, not only fetched.
    await expect.poll(() => page.evaluate(() => window.__receiptsPrinted ?? 0)).toBe(settled.length);
  }
  await expect(page.getByText(`${NAMES.length} of ${NAMES.length} settled`)).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  expect(new Set(settled).size).toBe(NAMES.length);
  await expect(page.getByText('The receipt could not be opened for printing.')).toHaveCount(0);

  const list = await request.get('/market-managers/transactions', {
    headers: manager.headers,
    params: { market_id: market.id, page_size: 200 },
  });
  const booked = ((await list.json()) as { total_count: number }).total_count;
  expect(booked).toBe(NAMES.length);

  const printedCount = await page.evaluate(() => window.__receiptsPrinted ?? 0);
  const { taps, keys, tabs, scrolls } = manned.tally;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const commit = execSync('git rev-parse --short HEAD', { cwd: REPO }).toString().trim();
  await writeFile(
    OUT,
    [
      `# Checkout of ${NAMES.length} vendors at 375 px (issue 31)`,
      '',
      `Measured by \`npm run bench:checkout\` (in \`npm run bench\`; e2e/bench/checkout-forty.bench.ts) on ${new Date().toISOString()},`,
      `commit ${commit}: Chromium (the full browser, headless) at 375×667 against the production build on the`,
      'embedded database, on a 2-core machine.',
      '',
      `Each vendor: the gross typed where the cursor is (and a token count for ${tokensTyped} of them, reached with the`,
      "keyboard's Next), Submit Checkout, Print Receipt in the Deliver Receipt dialog (the receipt PDF loaded in its",
      'frame and print() called on it), and the form moves on to the next vendor. A tap is every click; a scroll is',
      'every time something to tap or type into was not on screen as the page stood (off the screen, or under the app',
      'bar or the Money Owed bar).',
      '',
      '| figure | before issue 31 | this run | target | verdict |',
      '|---|---|---|---|---|',
      `| taps | ${BEFORE.taps} | ${taps} | ≤ ${TAP_BUDGET} | ${verdict(taps <= TAP_BUDGET)} |`,
      `| scrolls by hand | ${BEFORE.scrolls} | ${scrolls.length} | ${SCROLL_BUDGET} | ${verdict(scrolls.length <= SCROLL_BUDGET)} |`,
      `| keys typed (${tabs} of them Next) | | ${keys} | | |`,
      `| time, checkout open → ${NAMES.length} of ${NAMES.length} settled | | ${seconds.toFixed(1)} s | | |`,
      `| checkouts booked on the server | | ${booked} of ${NAMES.length} | | |`,
      `| receipts printed (print() called on the loaded PDF) | | ${printedCount} of ${NAMES.length} | | |`,
      '',
      ...(scrolls.length > 0
        ? [
            '## Scrolls',
            '',
            '| vendor | element | as the page stood |',
            '|---|---|---|',
            ...scrolls.map((s) => `| ${s.vendor} | ${s.element} | ${s.at} |`),
            '',
          ]
        : []),
    ].join('\n'),
  );
  console.info(
    `checkout of ${NAMES.length}: ${taps} taps, ${scrolls.length} scrolls, ${keys} keys, ${seconds.toFixed(1)} s`,
  );

  expect(taps, `taps for ${NAMES.length} vendors (bench/CHECKOUT.md)`).toBeLessThanOrEqual(TAP_BUDGET);
  expect(scrolls, 'scrolls by hand (bench/CHECKOUT.md)').toEqual([]);
});
