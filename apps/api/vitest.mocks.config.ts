import { defineProject } from 'vitest/config';
import { API_LANE, apiTest, MOCKING_FILES } from './vitest.base.ts';

// The API test files that use vi.mock, each in a module registry of its own (vitest.base.ts).
export default defineProject({
  test: { ...apiTest, name: `${API_LANE}-mocks`, include: MOCKING_FILES },
});
