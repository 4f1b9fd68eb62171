import { configDefaults } from 'vitest/config';
import { APART_FILES, webProject } from './vitest.base.ts';

// The web test files share a module registry per worker (isolate: false): loading React, Radix and the app's
// modules again in a process of each file's own took most of the unit lane. Each file still gets a fresh jsdom,
// and Testing Library unmounts after each test (src/test/setup.ts). docs/decisions/030-test-suite-time.md.
export default webProject({
  name: 'web',
  isolate: false,
  exclude: [...configDefaults.exclude, ...APART_FILES],
});
