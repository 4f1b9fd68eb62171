// Demo accounts: read only (the demo manager's pages, reopened offline).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, loginWithForm, test } from '../fixtures';
import { whenReadyForOffline } from '../offline';

// Issue 15 item 1 (docs/decisions/022-offline-app-shell.md): the app is installable, opens without a network
// once it has been opened online, and its service worker never answers or keeps an API call.
test.use({ serviceWorkers: 'allow' });

// The build the server serves (apps/api config WEB_DIST), read for the names of its hashed files.
const dist = path.resolve(import.meta.dirname, '../..', process.env.WEB_DIST ?? 'apps/web/dist');
const viteManifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const chunkOf = (src: string) => {
  const chunk = viteManifest[src];
  if (!chunk) throw new Error(`${src} is not in the build's manifest`);
  return `/${chunk.file}`;
};
// A page's chunk and every chunk it imports statically: what must be kept before the page can open offline.
function chunksOf(src: string, seen = new Set<string>()): string[] {
  if (seen.has(src)) return [];
  seen.add(src);
  const chunk = viteManifest[src];
  if (!chunk) throw new Error(`${src} is not in the build's manifest`);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((key) => chunksOf(key, seen))];
}

const API_PATHS =
  /^\/(auth|users|market-managers|documents|notifications|email|vendors\/self|admin|test)(\/|$|\?)/;

async function whenServiceWorkerControls(page: Page) {
  // Installed (everything precached) and active; it then claims the page that registered it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL path the page's origin holds in Cache Storage, whichever cache it is in. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
    }
    return found;
  });
}

test('after one visit online, the app opens without a network, deep links included', {
  tag: '@dates',
}, async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await whenServiceWorkerControls(page);

  // The shell and the market-day pages are precached; the reports page is not (it needs the server anyway).
  const cached = await cachedPaths(page);
  for (const src of [
    'src/app/routes/manager/home.tsx',
    'src/app/routes/manager/checkout-options.tsx',
    'src/app/routes/manager/checkout.tsx',
    'src/app/routes/manager/transactions.tsx',
    'src/app/guard.tsx',
  ]) {
    expect(cached, src).toContain(chunkOf(src));
  }
  expect(cached).toContain('/index.html');
  expect(cached).not.toContain(chunkOf('src/app/routes/manager/reports.tsx'));
  expect(cached.filter((file) => /\.(br|gz|map)$/.test(file))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // A cold start from the service worker's cache: slow on a busy runner.
  await expect(page.getByLabel('Email or Username')).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveTitle(/Marketday/);
  // The login page needs no data: offline it renders in full from the service worker's cache.
  await expectAccessible(page);

  // A cold start on a deep link: the service worker answers the navigation with the app, which routes it
  // (without a session, to the login page).
  const checkout = await page.goto('/checkout/options');
  expect(checkout?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 45_000 });

  // The service worker does not answer API calls: without a network they fail as before.
  const outcome = await page.evaluate(() =>
    fetch('/users/self', { headers: { accept: 'application/json' } }).then(
      (response) => `answered ${response.status}`,
      () => 'network error',
    ),
  );
  expect(outcome).toBe('network error');
  await context.setOffline(false);
});

test('the app is installable: a web app manifest with name, colours, standalone display and icons', {
  tag: '@dates',
}, async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f5132');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Marketday',
    short_name: 'Marketday',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f5132',
    background_color: '#fbfcfa',
  });
  expect(manifest.description).toEqual(expect.any(String));
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of [...icons, { src: '/apple-touch-icon.png' }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('API calls go to the server, never to the service worker or its caches', { tag: '@dates' }, async ({
  page,
}) => {
  const apiResponses: { path: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'document' && API_PATHS.test(url.pathname)) {
      apiResponses.push({ path: url.pathname, fromServiceWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/login');
  await whenServiceWorkerControls(page);
  // The form, so the page's own sign-in request is among those watched.
  await loginWithForm(page, 'manager');
  // The home page loads the manager's markets through the API.
  await expect(page.getByText("Today's Markets").first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  expect(apiResponses.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/auth/login', '/users/self', expect.stringMatching(/^\/market-managers\//)]),
  );
  expect(apiResponses.filter((r) => r.fromServiceWorker)).toEqual([]);
  expect((await cachedPaths(page)).filter((file) => API_PATHS.test(file))).toEqual([]);
});

test('a signed document link reaches the server; the documents page is the app', { tag: '@dates' }, async ({
  page,
}) => {
  await page.goto('/login');
  await whenServiceWorkerControls(page);

  // A link the server signed opens in a tab: a navigation the service worker must leave to the server.
  const file = await page.goto('/documents/files/00000000-0000-4000-8000-000000000000?expires=1&sig=x');
  expect(file?.fromServiceWorker()).toBe(false);
  expect(file?.status()).toBe(404);
  expect(file?.headers()['content-type']).toContain('application/json');

  const documents = await page.goto('/documents');
  expect(documents?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
});

// Issue 32 (docs/decisions/038): only the market day's pages are precached; any other page keeps its files the
// first time it is opened, and opens offline from then on.
test('a page not precached opens offline once it has been opened online', { tag: '@dates' }, async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await login(page, 'manager');
  await whenServiceWorkerControls(page);
  const tokens = chunkOf('src/app/routes/manager/tokens.tsx');
  expect(await cachedPaths(page)).not.toContain(tokens);

  await page.goto('/tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible();
  // Every file the page loaded, not only its own chunk: the cache writes each one a moment after it is served, and
  // a reload before the last of them is written would miss one (it did once, in CI, when the page's imports grew).
  const needed = chunksOf('src/app/routes/manager/tokens.tsx');
  await expect
    .poll(async () => {
      const cached = new Set(await cachedPaths(page));
      return needed.filter((file) => !cached.has(file));
    })
    .toEqual([]);
  // And the profile a start without a network begins from: saving starts after the first screen and gathers for
  // half a second, and a page that loads fast can be left before then.
  await whenReadyForOffline(page, [['users', 'self']]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible({ timeout: 45_000 });
  await context.setOffline(false);
});
