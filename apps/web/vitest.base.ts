import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { configDefaults, defineProject } from 'vitest/config';
import { apartTestFiles } from '../../vitest.apart-files.ts';
import { compiledCatalogues } from './build/compiled-catalogues.ts';

// The web test files that use vi.mock: they run apart (vitest.mocks.config.ts).
export const APART_FILES = apartTestFiles(import.meta.dirname, ['src']);

type WebTest = { name: string; isolate?: boolean; include?: string[]; exclude?: string[] };

/** A web test project: vitest.config.ts (shared registry) and vitest.mocks.config.ts (the vi.mock files). */
export function webProject(test: WebTest) {
  return defineProject({
    plugins: [compiledCatalogues(), preact({ prefreshEnabled: false, devToolsEnabled: false })],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The service worker's registration module exists only where vite-plugin-pwa runs (vite.config.ts).
        'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register-stub.ts', import.meta.url)),
        // React is Preact (docs/decisions/041-preact.md); Testing Library's act comes from Preact's test utils.
        'react-dom/test-utils': 'preact/test-utils',
        '@testing-library/react': fileURLToPath(
          import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
        ),
      },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: configDefaults.exclude,
      setupFiles: ['./src/test/setup.ts'],
      // A bound that catches a hang, not a speed target: form tests that type into many fields took over 5 s
      // (the default) on a loaded machine.
      testTimeout: 20_000,
      // Worker threads rather than child processes: the unit lane took 129 s instead of 145–150 s here
      // (docs/decisions/030-test-suite-time.md). Nothing in a web test needs a process of its own.
      pool: 'threads',
      // Run through Vite so the alias above reaches Testing Library's own import.
      server: { deps: { inline: [/@testing-library\/react/] } },
      ...test,
    },
  });
}
