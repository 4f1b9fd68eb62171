import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A test file that says so on a line of its own runs in a process of its own, though it mocks nothing. */
export const RUN_APART = /^\/\/ @run-apart\b/m;

/**
 * The test files under `dirs` of a project (paths relative to `projectDir`) that run in a fresh module registry
 * each: those that replace a module with vi.mock, and those marked `// @run-apart`. Unit and API test files share a
 * module registry per worker, where a module an earlier file loaded would escape the mock and a mock would leak
 * into the next file; and a file that fills PGlite databases from a dump ran ten times slower in a worker that had
 * run forty files before it (docs/decisions/030-test-suite-time.md). Found by reading the files, not listed: a new
 * one runs apart without anyone remembering to add it.
 */
export function apartTestFiles(projectDir: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(projectDir, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter(
        (file) =>
          /\.test\.tsx?$/.test(file) &&
          (/\bvi\.mock\(/.test(readFileSync(path.join(projectDir, file), 'utf8')) ||
            RUN_APART.test(readFileSync(path.join(projectDir, file), 'utf8'))),
      ),
  );
}
