import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

// The web test files that replace a module with vi.mock. They run in a fresh module registry each (the other
// web files share one per worker, where a module an earlier file loaded would escape the mock, and a mock would
// leak into the next file).
export const MOCKING_FILES = [
  'src/app/routes/shared/inbox.test.tsx',
  'src/components/layouts/app-shell.test.tsx',
  'src/features/checkout/components/checkout-form.test.tsx',
  'src/features/checkout/components/checkout-offline.test.tsx',
  'src/features/day-reports/components/day-reports-section.test.tsx',
  'src/features/markets/components/staff-market-screens.test.tsx',
  'src/features/reports/components/program-report-section.test.tsx',
  'src/features/reports/components/reports-view.test.tsx',
  'src/features/subscription/components/change-plan-dialog.test.tsx',
  'src/features/transactions/components/vendor-transactions.test.tsx',
  'src/features/vendor-balances/components/statement-dialogs.test.tsx',
  'src/features/vendors/components/vendor-row-actions.test.tsx',
  'src/pwa/update-prompt.test.tsx',
];

type WebTest = { name: string; isolate?: boolean; include?: string[]; exclude?: string[] };

/** A web test project: vitest.config.ts (shared registry) and vitest.mocks.config.ts (the vi.mock files). */
export function webProject(test: WebTest) {
  return defineProject({
    plugins: [react()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The service worker's registration module exists only where vite-plugin-pwa runs (vite.config.ts).
        'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register-stub.ts', import.meta.url)),
      },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: configDefaults.exclude,
      setupFiles: ['./src/test/setup.ts'],
      ...test,
    },
  });
}
