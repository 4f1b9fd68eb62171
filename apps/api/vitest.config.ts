import { defineProject } from 'vitest/config';
import { APART_FILES, API_LANE, apiTest } from './vitest.base.ts';

// The API test files share a module registry per worker (isolate: false): each file paid ~2 s to load the app's
// modules again, and PGlite's start, in a process of its own. What a file leaves behind outside the modules is
// closed at its end (test/file-end.ts); the database and files are reset between tests (test/build-test-app.ts).
// docs/decisions/030-test-suite-time.md.
export default defineProject({
  test: {
    ...apiTest,
    name: API_LANE,
    isolate: false,
    exclude: [...apiTest.exclude, ...APART_FILES],
  },
});
