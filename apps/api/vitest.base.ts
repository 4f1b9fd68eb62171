import { configDefaults } from 'vitest/config';
import { apartTestFiles } from '../../vitest.apart-files.ts';

// Settings both API test projects share (vitest.config.ts and vitest.mocks.config.ts).
export const API_LANE = process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api';

// The API test files that use vi.mock or are marked `// @run-apart`: they run apart (vitest.mocks.config.ts).
export const APART_FILES = apartTestFiles(import.meta.dirname, ['src', 'test']);

export const apiTest = {
  environment: 'node' as const,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  exclude: configDefaults.exclude,
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/setup-file.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Worker threads rather than child processes: the PGlite lane took 241 s instead of 254 s here. The PDF
  // renderer's own worker threads start from inside one as well as from a process.
  pool: 'threads' as const,
  // On PostgreSQL a test spends part of its time waiting on the server's processes, which two workers left idle
  // (the lane took 266 s with two, 237 s with three; the machine was 93% busy). PGlite runs in the worker itself.
  // docs/decisions/030-test-suite-time.md.
  maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
};
