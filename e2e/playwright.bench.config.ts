import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Measurements in the browser that are too slow or too noisy for `npm test` (issue 15's sync figures). They write
// their figures to bench/ and assert nothing about time. `npm run bench:offline`.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  timeout: 600_000,
});
