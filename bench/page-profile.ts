// `npm run bench:profile`: where a page's first screen spends the main thread. Opens each page of
// bench/lighthouse.ts in Chromium with the CPU 4× slower (as Lighthouse's mobile preset), records a JavaScript CPU
// profile from navigation until the network is quiet, and sums self time by original source file (through the
// build's source maps) and by npm package, or by function with PROFILE_BY_FUNCTION=1; PROFILE_PAGE picks one page; PROFILE_STRETCH_MS=100 lists every busy stretch that long. Builds and starts nothing: point it at a running server (BASE_URL).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_COOKIE, REFRESH_COOKIE, type TokenResponse } from '@marketday/shared';
import puppeteer, { type Browser } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { checkoutPath, signIn } from './lighthouse';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const TOP = Number(process.env.PROFILE_TOP ?? 25);

type ProfileNode = {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  const pathname = url.startsWith('http') ? new URL(url).pathname : '';
  if (!pathname.startsWith('/assets/')) return null;
  if (!consumers.has(pathname)) {
    try {
      const map = JSON.parse(readFileSync(path.join(WEB_DIST, `${pathname}.map`), 'utf8'));
      consumers.set(pathname, new SourceMapConsumer(map));
    } catch {
      consumers.set(pathname, null);
    }
  }
  return consumers.get(pathname) ?? null;
}

const BY_FUNCTION = process.env.PROFILE_BY_FUNCTION === '1';

function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  const consumer = consumerFor(frame.url);
  if (!consumer) return frame.url.replace(baseUrl, '');
  const at = { line: frame.lineNumber + 1, column: frame.columnNumber };
  // A minified function's first column often has no mapping of its own: take the nearest one after it.
  const exact = consumer.originalPositionFor(at);
  const original = exact.source
    ? exact
    : consumer.originalPositionFor({ ...at, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  const source = original.source ?? frame.url;
  if (BY_FUNCTION)
    return `${source.replace(/^(\.\.\/)+/, '')}:${original.line} ${original.name ?? frame.functionName}`;
  const npm = source.lastIndexOf('node_modules/');
  if (npm >= 0) {
    const parts = source.slice(npm + 13).split('/');
    return `npm:${parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

function selfTimeBySource(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = sourceOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

type Stretch = { ms: number; at: number; rows: [string, number][] };

/** The main thread's busy stretches (samples between idle ones), each with what ran in it by self time. */
function busyStretches(profile: Profile): Stretch[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const spans: { ms: number; at: number; from: number; to: number }[] = [];
  let start = 0;
  let ms = 0;
  let clock = 0;
  let startedAt = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    clock += delta;
    const idle = byId.get(id)?.callFrame.functionName === '(idle)';
    if (idle) {
      if (ms > 0) spans.push({ ms, at: startedAt, from: start, to: i });
      start = i + 1;
      startedAt = clock;
      ms = 0;
    } else ms += delta;
  });
  if (ms > 0) spans.push({ ms, at: startedAt, from: start, to: profile.samples.length });
  return spans.map(({ ms, at, from, to }) => {
    const totals = new Map<string, number>();
    for (let i = from; i < to; i++) {
      const node = byId.get(profile.samples[i] ?? -1);
      if (!node) continue;
      const key = sourceOf(node.callFrame);
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
    return { ms, at, rows: [...totals].sort((a, b) => b[1] - a[1]) };
  });
}

async function profilePage(browser: Browser, pathname: string, tokens?: TokenResponse) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  if (tokens) {
    const domain = new URL(baseUrl).hostname;
    await context.setCookie(
      { name: AUTH_COOKIE, value: tokens.access_token, domain, path: '/' },
      { name: REFRESH_COOKIE, value: tokens.refresh_token, domain, path: '/' },
    );
  }
  // The browser's own long tasks (over 50 ms), as Lighthouse's total blocking time counts them.
  await page.evaluateOnNewDocument(() => {
    const seen: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(new URL(pathname, baseUrl).href, { waitUntil: 'networkidle0' });
  const wallMs = Date.now() - started;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  // PROFILE_SAVE=file.cpuprofile keeps the raw profile (Chrome DevTools opens it) for a closer look.
  if (process.env.PROFILE_SAVE) writeFileSync(process.env.PROFILE_SAVE, JSON.stringify(profile));
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await context.close();
  return { wallMs, rows: selfTimeBySource(profile), stretches: busyStretches(profile), longTasks };
}

// PROFILE_LOAD=file.cpuprofile: only summarise a profile saved before (PROFILE_SAVE, or the checkout screen's
// CHECKOUT_SCREEN_PROFILE in bench/checkout-screen.ts) against this build's source maps.
if (process.env.PROFILE_LOAD) {
  const profile = JSON.parse(readFileSync(process.env.PROFILE_LOAD, 'utf8')) as Profile;
  const rows = selfTimeBySource(profile);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.info(`${process.env.PROFILE_LOAD}: ${Math.round(total)} ms of samples`);
  for (const [source, ms] of rows.slice(0, TOP)) console.info(`${ms.toFixed(0).padStart(7)} ms  ${source}`);
  process.exit(0);
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  const manager = await signIn(baseUrl, { username: 'manager', password: 'manager-demo-1' });
  const vendor = await signIn(baseUrl, { username: 'vendor', password: 'vendor-demo-1' });
  const pages: [string, string, TokenResponse | undefined][] = [
    ['/login', '/login', undefined],
    ['/home (manager)', '/home', manager],
    ['/checkout', await checkoutPath(baseUrl, manager), manager],
    ['/home (vendor)', '/home', vendor],
  ];
  for (const [name, pathname, tokens] of pages.filter(([name]) =>
    name.includes(process.env.PROFILE_PAGE ?? ''),
  )) {
    const { wallMs, rows, stretches, longTasks } = await profilePage(browser, pathname, tokens);
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    const blocking = longTasks.reduce((sum, ms) => sum + ms - 50, 0);
    console.info(`\n${name}: ${Math.round(total)} ms of samples (4× CPU), ${wallMs} ms to network idle`);
    console.info(
      `  long tasks: ${longTasks.length}, blocking ${Math.round(blocking)} ms, longest ${Math.round(Math.max(0, ...longTasks))} ms` +
        ` (${longTasks.map((ms) => Math.round(ms)).join(', ')})`,
    );
    for (const [source, ms] of rows.slice(0, TOP)) console.info(`${ms.toFixed(0).padStart(7)} ms  ${source}`);
    // Every stretch over PROFILE_STRETCH_MS (default: only the longest), in time order.
    const longest = Math.max(0, ...stretches.map((stretch) => stretch.ms));
    const floor = Number(process.env.PROFILE_STRETCH_MS ?? longest);
    for (const stretch of stretches.filter((stretch) => stretch.ms >= floor)) {
      console.info(`  a busy stretch of ${Math.round(stretch.ms)} ms at ${Math.round(stretch.at)} ms:`);
      for (const [source, ms] of stretch.rows.slice(0, floor === longest ? 12 : 6))
        console.info(`  ${ms.toFixed(0).padStart(7)} ms  ${source}`);
    }
  }
} finally {
  await browser.close();
}
