import path from 'node:path';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS, REFRESH_COOKIE, REFRESH_COOKIE_DAYS } from '@marketday/shared';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';
import { MARKET_ZONE } from './clock';

export { expect };

// Sets the context's clock to the server's time (its x-test-clock, if the test sets one).
// Contexts a test opens itself (browser.newContext) call this too.
export async function syncClock(context: BrowserContext) {
  const response = await context.request.get('/test/clock');
  expect(response.status()).toBe(200);
  const { now } = (await response.json()) as { now: string };
  // Fixed, not installed: Date reads the server's time while timers, animations and axe run on real time.
  await context.clock.setFixedTime(new Date(now));
}

/** The server's time for this request context's clock (x-test-clock, if the test sets one). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/test/clock');
  expect(response.status()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** MM/dd/yyyy at the demo market's zone, `days` from the date of `now` there. */
export function marketDateText(now: Date, days = 0): string {
  const [y = 0, m = 1, d = 1] = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_ZONE })
    .format(now)
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** The weekday at the demo market's zone, as the API spells it ('MONDAY'). */
export function marketWeekday(now: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: MARKET_ZONE, weekday: 'long' })
    .format(now)
    .toUpperCase();
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await syncClock(context);
    await use(context);
  },
});

// The seeded demo accounts, which journeys read in parallel. A journey that changes data uses accounts, markets and
// vendors of its own (newManager here, e2e/setup/*.ts); a spec that signs in as a demo account says how on a
// `// Demo accounts:` line (grep -L 'Demo accounts:' $(grep -l "login(\|DEMO" e2e/tests/*.ts) lists any that do not).
export const DEMO = {
  manager: { username: 'manager', password: 'manager-demo-1' },
  vendor: { username: 'vendor', password: 'vendor-demo-1' },
  admin: { username: 'admin', password: 'admin-demo-1' },
  lapsed: { username: 'lapsed', password: 'lapsed-demo-1' },
} as const;

export type DemoRole = keyof typeof DEMO;

// The login form, as a person fills it in: for the journeys about signing in (auth.spec.ts), and those that watch
// what the page does from its first load on.
export async function loginWithForm(page: Page, who: DemoRole | { username: string; password: string }) {
  const account = typeof who === 'string' ? DEMO[who] : who;
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/(home|permission-denied)$/);
}

// Every other journey starts signed in as the form would leave it: a session of its own from POST /auth/login, its
// tokens in the cookies the web app keeps them in, then /home. One session per journey, never a saved one shared
// between journeys: a journey that signs out ends its session, and refresh tokens work once
// (docs/decisions/030-test-suite-time.md).
async function signIn(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post('/auth/login', {
    multipart: { username: account.username, password: account.password, grant_type: 'password' },
  });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  const cookie = (name: string, value: string, days: number) => ({
    name,
    value,
    url: test.info().project.use.baseURL as string,
    sameSite: 'Strict' as const,
    expires: Math.floor(Date.now() / 1000) + days * 86_400,
  });
  await page
    .context()
    .addCookies([
      cookie(AUTH_COOKIE, tokens.access_token, AUTH_COOKIE_DAYS),
      cookie(REFRESH_COOKIE, tokens.refresh_token, REFRESH_COOKIE_DAYS),
    ]);
  // Ready as the form leaves it: the app has asked who is signed in (the form's own wait ends there too).
  const identified = page.waitForResponse((response) => new URL(response.url()).pathname === '/users/self');
  await page.goto('/home');
  await identified;
}

export async function login(page: Page, role: DemoRole) {
  await signIn(page, DEMO[role]);
  await page.waitForURL(/\/(home|permission-denied)$/);
}

// Waits for the sign-out to finish: going to /login while the session still
// stands would redirect to /home and leave the login form never shown.
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login$/);
}

// Saved for people to look at, next to the test output.
export async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'output', 'screenshots', `${name}.png`),
    fullPage: true,
  });
}

/**
 * Opens `path` with the answers matching `late` held back a second, and checks that `target` is drawn where it
 * stays once `loaded` shows and the page has drawn two more frames: a card drawn before a late one above it would
 * move from under a finger about to tap. `within` px of play for a placeholder that cannot know its content's
 * height to the line.
 */
export async function expectDrawnInPlace(
  page: Page,
  {
    path,
    late,
    target,
    loaded,
    within = 0,
  }: { path: string; late: string | RegExp; target: Locator; loaded: Locator; within?: number },
) {
  await page.route(late, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  try {
    await page.goto(path);
    await target.waitFor();
    const drawnAt = await target.boundingBox();
    await expect(loaded).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    const settledAt = await target.boundingBox();
    expect(Math.abs((settledAt?.y ?? 0) - (drawnAt?.y ?? 0)), 'moved by').toBeLessThanOrEqual(within);
    expect(settledAt?.x).toBe(drawnAt?.x);
  } finally {
    await page.unroute(late);
  }
}

// No page scrolls sideways. Polled: after a viewport change the layout (a table turning into cards) settles a
// moment later, and what counts is the page a person is left looking at.
export async function expectNoSideways(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

// A screen as a person is left looking at it: no sideways scroll, nothing serious or critical for axe, and its
// screenshot saved for people to look at.
export async function checkScreen(page: Page, name: string) {
  await expectNoSideways(page);
  await expectAccessible(page);
  await screenshot(page, name);
}

// axe-core on the page as it is, run in the page itself: the web app has no frames, so nothing needs axe's
// frame-by-frame run, which opened a blank page to join its results (about a second more per check). The script
// (half a megabyte) is put in a page once, not before every check as @axe-core/playwright did, and only the
// violations are collected: the screens sweep's 48 checks of the manager's screens took 69 s, now 36 s
// (decision 030).
type PageWithAxe = { axe: typeof axeCore };

export async function axeResults(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(() =>
    (window as unknown as PageWithAxe).axe.run(document, { resultTypes: ['violations'] }),
  );
}

// docs/product.md §15: fail on serious or critical accessibility violations.
export async function expectAccessible(page: Page) {
  // A notice fading in or out is half transparent: its colours would be judged mid-transition. Wait for the
  // finite animations and transitions to end (spinners loop for ever and are left alone), and judge the page again
  // when a check failed: a notice's 5 s timer can start its 180 ms exit while axe is reading the page (a colour
  // contrast failure on a notice's text, once in a run). What is still wrong a moment later fails.
  await expect
    .poll(
      async () => {
        await page.waitForFunction(
          () =>
            document
              .getAnimations()
              .every(
                (a) =>
                  a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
              ),
          undefined,
          { timeout: 5_000 },
        );
        const results = await axeResults(page);
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        return bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      },
      { timeout: 8_000, intervals: [300] },
    )
    .toEqual([]);
}

// A data table's own box (the card that scrolls sideways inside itself), once its rows have loaded: how wide the
// table is against the box, and the column headers that reach past either edge of the box (hidden until the user
// scrolls inside it). `scope` holds exactly one data table: a region, or the page's data-table.
export async function tableFit(scope: Locator) {
  const box = scope.locator('[data-slot="scroll-area-x"] > div:first-child');
  await expect(box.locator('table[aria-busy="true"]')).toHaveCount(0);
  await expect(box.locator('tbody tr').first()).toBeVisible();
  return box.evaluate((element) => {
    const edges = element.getBoundingClientRect();
    const clipped = Array.from(element.querySelectorAll('thead th'))
      .filter((th) => {
        const rect = th.getBoundingClientRect();
        return rect.left < edges.left - 0.5 || rect.right > edges.right + 0.5;
      })
      .map((th) => th.textContent?.trim() || '(unnamed)');
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, clipped };
  });
}

// A brand-new manager (14-day trial, so FULL access), made through the public API: tests stay independent
// of the demo data and of each other.
export async function newManager(request: APIRequestContext, prefix = 'mgr') {
  const id = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'e2e-password-1';
  const response = await request.post('/users/market_manager', {
    data: {
      user: { username: id, email: `${id}@example.com`, password },
      manager: { firstname: 'Eve', lastname: 'Tester', phone: '555-0101', email: `${id}@example.com` },
    },
  });
  expect(response.status()).toBe(201);
  const tokens = await (
    await request.post('/auth/login', { multipart: { username: id, password, grant_type: 'password' } })
  ).json();
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  return { username: id, password, headers };
}

export async function loginAs(page: Page, account: { username: string; password: string }) {
  await signIn(page, account);
  await page.waitForURL(/\/home$/);
}

// Picks an option in a Radix Select, found by its label or given as a locator.
// A click on an option while the list is still scrolling into place can be lost under load, and the open
// list hides the rest of the page from role queries: retry until the list has closed on the choice.
export async function choose(
  page: Page,
  label: string | RegExp | Locator,
  option: string,
  { nth = 0, exact = true }: { nth?: number; exact?: boolean } = {},
) {
  const trigger =
    typeof label === 'string' || label instanceof RegExp ? page.getByLabel(label).nth(nth) : label;
  const list = page.getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await trigger.click();
    await page.getByRole('option', { name: option, exact }).click({ timeout: 2_000 });
    await expect(list).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

// From the sidebar's checkout page, today's checkout of a market: its "Checkout <market> on <date>" button.
export async function openCheckout(page: Page, market: string) {
  await page.goto('/checkout/options');
  const name = market.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`^Checkout ${name} on `) }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
}

// Opens the checkout's vendor picker and chooses a vendor. Waits for the form itself first: a click that
// lands while the loading state is being replaced would be lost.
export async function pickCheckoutVendor(page: Page, name: string) {
  await expect(page.getByLabel('Gross Profit')).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search vendors' });
  await expect(async () => {
    if (!(await search.isVisible()))
      await page
        .getByRole('combobox', { name: /vendor/i })
        .first()
        .click();
    await expect(search).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await search.fill(name);
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
}
