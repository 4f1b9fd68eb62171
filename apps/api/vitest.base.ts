import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults } from 'vitest/config';

// Settings both API test projects share (vitest.config.ts and vitest.mocks.config.ts).
export const API_LANE = process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api';

// The test files that replace a module with vi.mock. They run in a fresh module registry each (the other API
// files share one per worker, where a module loaded by an earlier file would escape the mock).
// Found by reading the files, not listed: a new one runs apart without anyone remembering to add it.
export const MOCKING_FILES = ['src', 'test'].flatMap((dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /\bvi\.mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    ),
);

export const apiTest = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  exclude: configDefaults.exclude,
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/setup-file.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  maxWorkers: 2,
};
