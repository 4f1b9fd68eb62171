import { APART_FILES, webProject } from './vitest.base.ts';

// The web test files that use vi.mock, each in a module registry of its own (vitest.base.ts).
export default webProject({ name: 'web-mocks', include: APART_FILES });
