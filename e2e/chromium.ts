import { existsSync } from 'node:fs';

// The Chromium from Debian (no browser download on this machine) and the switches every run of it here gets: the
// browser journeys (playwright.config.ts) and the Lighthouse benchmark (bench/lighthouse.ts, which adds headless).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the browser's
// window layer, and what Playwright itself runs headless): the journeys took 22% less time with it than with the
// full browser in its new headless mode, whose renderers were most of the lane's CPU (docs/decisions/030). The
// Lighthouse benchmark keeps the full browser, as a person's phone runs it.
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The browser the journeys run in: CHROMIUM_PATH when set, else the headless shell when installed. */
export const JOURNEY_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
