import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Measurements in the browser that are too slow or too noisy for `npm test`: issue 15's sync figures
// (`npm run bench:offline`) and issue 31's 40-vendor checkout (`npm run bench:checkout`, first in `npm run bench`).
// They write their figures to bench/ and assert nothing about time; the checkout fails above its taps and scrolls.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  timeout: 600_000,
});
