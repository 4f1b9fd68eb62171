import { defineProject } from 'vitest/config';
import { APART_FILES, API_LANE, apiTest } from './vitest.base.ts';

// The API test files that use vi.mock or are marked `// @run-apart`, each in a module registry of its own
// (vitest.base.ts, vitest.apart-files.ts).
export default defineProject({
  test: { ...apiTest, name: `${API_LANE}-mocks`, include: APART_FILES },
});
