import { defineConfig } from 'vitest/config';
import { ApartFirstSequencer } from './vitest.sequencer.ts';

// Unit and API tests run in UTC whatever the machine's zone, so a fixture's instant is the same calendar day
// everywhere; code that must not depend on the zone is tested with explicit zones, and the browser journeys run a
// second time with the machine in Pacific/Auckland (scripts/test.mjs).
process.env.TZ = 'UTC';

// `--sequence.shuffle.files` (a check that no file depends on another's leftovers) keeps Vitest's random order.
const shuffling = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/api/vitest.mocks.config.ts',
      'apps/web',
      'apps/web/vitest.mocks.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that left one idle through the unit
    // lane (413 s with 1 worker, 279 s with 2; docs/decisions/030-test-suite-time.md).
    maxWorkers: 2,
    ...(shuffling ? {} : { sequence: { sequencer: ApartFirstSequencer } }),
  },
});
