import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

// The web test files that replace a module with vi.mock. They run in a fresh module registry each (the other
// web files share one per worker, where a module an earlier file loaded would escape the mock, and a mock would
// leak into the next file).
// Found by reading the files, not listed: a new one runs apart without anyone remembering to add it.
export const MOCKING_FILES = ['src'].flatMap((dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /\bvi\.mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    ),
);

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
