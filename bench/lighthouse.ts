// Lighthouse (mobile preset, empty cache) on the first page, the manager's home and checkout, and the vendor's
// home, in Debian's Chromium. A signed-in audit logs in through the API and puts the tokens where the web app keeps
// its session (the auth_token and refresh_token cookies, lib/session-cookies.ts); Lighthouse clears caches before
// each audit but keeps cookies. Each row carries the audit's longest main-thread tasks with the script they are
// attributed to, the profile docs/decisions/038-page-weight-and-first-screen.md was written from. Builds and starts
// nothing: point it at a running server (`npm start`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_COOKIE, isoDateInZone, REFRESH_COOKIE, type TokenResponse } from '@marketday/shared';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

export type LongTask = { url: string; startMs: number; durationMs: number };

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Speed Index and cumulative layout shift: with the three above, the five metrics the score weighs. */
  siMs: number;
  cls: number;
  transferKb: number;
  /** The longest main-thread tasks (simulated 4× slower CPU), longest first. */
  longTasks: LongTask[];
};

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const DEMO_MANAGER = { username: 'manager', password: 'manager-demo-1' };
const DEMO_VENDOR = { username: 'vendor', password: 'vendor-demo-1' };
const LONG_TASKS_KEPT = 5;

export async function signIn(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<TokenResponse> {
  const form = new FormData();
  form.set('username', account.username);
  form.set('password', account.password);
  form.set('grant_type', 'password');
  const response = await fetch(new URL('/auth/login', baseUrl), { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Signing in as ${account.username} failed: ${response.status}`);
  return (await response.json()) as TokenResponse;
}

// The demo's ordinary market (a handful of vendors); the bench grows the other demo market to 200 vendors.
const CHECKOUT_MARKET = process.env.LIGHTHOUSE_CHECKOUT_MARKET ?? 'Riverside Evening Market';

/**
 * The checkout of today's market day, as the home's market links open it (docs/product.md §9: the date is the UTC
 * midnight of the day at the market). A bare /checkout is the "invalid link" card, which is what the audit measured
 * until the third pass of decision 038.
 */
export async function checkoutPath(baseUrl: string, tokens: TokenResponse): Promise<string> {
  const response = await fetch(new URL('/market-managers/markets', baseUrl), {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  if (!response.ok) throw new Error(`Listing the manager's markets failed: ${response.status}`);
  const answer = (await response.json()) as unknown;
  type Market = { id: string; name: string; time_zone: string };
  const markets = (Array.isArray(answer) ? answer : (answer as { data: Market[] }).data) as Market[];
  const market = markets.find((m) => m.name === CHECKOUT_MARKET) ?? markets[0];
  if (!market) throw new Error('The demo manager has no market to check out');
  const day = isoDateInZone(new Date(), market.time_zone);
  const query = new URLSearchParams({
    market: market.id,
    date: `${day}T00:00:00.000Z`,
    market_name: market.name,
  });
  return `/checkout?${query}`;
}

type LongTaskItem = { url?: string; startTime?: number; duration?: number };

function longTasksOf(audit: { details?: unknown } | undefined, origin: string): LongTask[] {
  const items = ((audit?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []).slice();
  return items
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, LONG_TASKS_KEPT)
    .map((item) => ({
      url: (item.url ?? '').replace(origin, ''),
      startMs: Math.round(item.startTime ?? 0),
      durationMs: Math.round(item.duration ?? 0),
    }));
}

// Lighthouse's trace sometimes misses the navigation's start on a loaded machine (NO_NAVSTART: "Please run
// Lighthouse again"): the audit is run again, up to three times in all.
const AUDIT_ATTEMPTS = 3;

async function audit(url: string, port: number, page: string): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, page);
    } catch (error) {
      if (attempt >= AUDIT_ATTEMPTS) throw error;
      console.warn(`  ${page}: ${(error as Error).message}; running it again`);
    }
  }
}

async function auditOnce(url: string, port: number, page: string): Promise<LighthouseRow> {
  // Lighthouse's default settings are the mobile preset: a Moto G Power screen, slow 4G and a 4× slower CPU
  // (simulated), with the browser cache cleared first.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  // The whole report, to read its diagnostics (the critical chain, main-thread work by script, layout shifts).
  const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${page.replace(/[^a-z]+/gi, '-')}.json`), JSON.stringify(result.lhr));
  }
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    siMs: value('speed-index'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
    longTasks: longTasksOf(audits['long-tasks'], new URL(url).origin),
  };
}

// A user's first visit on a phone: what the previous audit's user left in the origin's storage goes first. Lighthouse
// clears caches but kept localStorage, so the vendor's audit ran with the manager's markers there: it measured a
// user switch on a shared device (the previous user's data dropped and every answer asked again), and the page
// remembered for the manager was the one fetched early.
async function useSession(baseUrl: string, port: number, tokens: TokenResponse): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const domain = new URL(baseUrl).hostname;
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const session = await page.createCDPSession();
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
    await browser.setCookie(
      { name: AUTH_COOKIE, value: tokens.access_token, domain, path: '/' },
      { name: REFRESH_COOKIE, value: tokens.refresh_token, domain, path: '/' },
    );
  } finally {
    await browser.disconnect();
  }
}

/** Scores for /login (signed out), the demo manager's /home and /checkout, and the demo vendor's /home. */
export async function lighthouseScores(baseUrl: string): Promise<LighthouseRow[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  const at = (pathname: string) => new URL(pathname, baseUrl).href;
  try {
    // LIGHTHOUSE_PAGE picks the pages whose name contains it (a spot check of one page); all four otherwise.
    const only = process.env.LIGHTHOUSE_PAGE ?? '';
    const rows: LighthouseRow[] = [];
    const run = async (pathname: string, page: string) => {
      if (page.includes(only)) rows.push(await audit(at(pathname), chrome.port, page));
    };
    await run('/login', '/login');
    const manager = await signIn(baseUrl, DEMO_MANAGER);
    await useSession(baseUrl, chrome.port, manager);
    await run('/home', '/home (manager)');
    await run(await checkoutPath(baseUrl, manager), '/checkout');
    await useSession(baseUrl, chrome.port, await signIn(baseUrl, DEMO_VENDOR));
    await run('/home', '/home (vendor)');
    return rows;
  } finally {
    chrome.kill();
  }
}
