import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files under `dirs` of a project (paths relative to `projectDir`) that replace a module with vi.mock.
 * Unit and API test files share a module registry per worker, where a module an earlier file loaded would escape
 * the mock and a mock would leak into the next file, so these run in a project of their own, a fresh registry
 * each (docs/decisions/030-test-suite-time.md). Found by reading the files, not listed: a new one runs apart
 * without anyone remembering to add it.
 */
export function mockingTestFiles(projectDir: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(projectDir, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter(
        (file) =>
          /\.test\.tsx?$/.test(file) &&
          /\bvi\.mock\(/.test(readFileSync(path.join(projectDir, file), 'utf8')),
      ),
  );
}
