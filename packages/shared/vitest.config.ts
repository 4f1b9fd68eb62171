import { defineProject } from 'vitest/config';

export default defineProject({
  // Worker threads, as the web tests (apps/web/vitest.base.ts): the unit lane runs both.
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], pool: 'threads' },
});
