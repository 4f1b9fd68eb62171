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
  pool: 'forks' as const,
  maxWorkers: 2,
};
