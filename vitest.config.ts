import { defineConfig } from 'vitest/config';

// Unit and API tests run in UTC whatever the machine's zone, so a fixture's instant is the same calendar day
// everywhere; code that must not depend on the zone is tested with explicit zones, and the browser journeys run a
// second time with the machine in Pacific/Auckland (scripts/test.mjs).
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
