import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_BROWSER_PATH } from './chromium';
import { pinnedClockStart } from './clock';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
// Computed once in the runner; workers inherit it (see clock.ts).
process.env.E2E_CLOCK_START ??= pinnedClockStart();

// Chromium from Debian (no browser download on this machine), against the production build on a fresh database.
export default defineConfig({
  testDir: './tests',
  outputDir: PORT === 3100 ? './output/test-results' : `./output/test-results-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // This machine's Chromium needs 10–30 s for a long journey with axe checks; 60 s leaves room under load.
  timeout: 60_000,
  // A first page load with its queries can take several seconds here when both workers are busy, and more since
  // the app restores its saved data before the first query (issue 15): a page once took over 10 s under the suite.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: PORT === 3100 ? './output/report' : `./output/report-${PORT}`, open: 'never' }],
    // `npm test` counts the browser tests from this file (scripts/test.mjs sets the path).
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The machine's zone (TZ), so a CI lane far from the market's zone reaches the browser too.
    ...(process.env.TZ ? { timezoneId: process.env.TZ } : {}),
    // A trace only for a journey's retry (CI retries once, and a retry counts as a failure): recording one for
    // every journey cost a third of the lane's time (docs/decisions/030-test-suite-time.md). The first failure
    // still leaves its screenshot and error context.
    trace: 'on-first-retry',
    // The far-zone lane is also a phone set to reduce motion (scripts/test.mjs): the app's animations are off, so
    // dialogs and popovers come and go at once, a path the noon lane's animated run does not take.
    ...(process.env.E2E_REDUCED_MOTION === '1' ? { reducedMotion: 'reduce' as const } : {}),
    // The web app's service worker (docs/decisions/022-offline-app-shell.md) would answer page loads and files
    // from its cache, out of sight of page.route: journeys run without it, and those about the offline app opt in
    // with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: JOURNEY_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node start-server.mjs',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/favicon.svg`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT), JWT_SECRET: E2E_JWT_SECRET, E2E_CLOCK_START: process.env.E2E_CLOCK_START },
    stdout: 'pipe',
  },
});
