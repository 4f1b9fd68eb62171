// What a test file's helpers leave open for the file's next test (a kept app, a database connection), closed once
// the file is done by test/setup-file.ts. This module imports nothing: the setup file loads it before the test file,
// so anything it imported would be loaded before the test file's vi.mock calls could replace it.
// Test files of one worker share a module registry (docs/decisions/030-test-suite-time.md), so a helper module
// registers its closer once, when the worker first loads it: the list is kept, and every file end calls each closer.
const closers: (() => Promise<void>)[] = [];

export function closeAtFileEnd(close: () => Promise<void>) {
  closers.push(close);
}

// Last registered, first closed: a kept app goes before the database connections it uses.
export async function closeFileLeftovers() {
  for (const close of [...closers].reverse()) await close();
}
