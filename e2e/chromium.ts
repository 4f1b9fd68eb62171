// The Chromium from Debian (no browser download on this machine) and the switches every run of it here gets: the
// browser journeys (playwright.config.ts) and the Lighthouse benchmark (bench/lighthouse.ts, which adds headless).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
