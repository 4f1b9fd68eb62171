import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
