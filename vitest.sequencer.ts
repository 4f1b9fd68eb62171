import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * Vitest's own order (by project name, then the last run's time or the file's size) runs the files that run apart
 * (the `*-mocks` projects: a fresh module registry each, vitest.apart-files.ts) after all the others. On a clean
 * clone they were the API lanes' last minute: the cross-account walk (about 40 s) started when the other worker had
 * almost nothing left, so one core sat idle for half a minute in each lane (docs/decisions/030-test-suite-time.md).
 * Started first, they run beside the shared-registry files and the two workers end together.
 */
export class ApartFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const apart = (spec: TestSpecification) => (spec.project.config.isolate ? 0 : 1);
    // Array#sort is stable: the base order holds within each part.
    return sorted.sort((a, b) => apart(a) - apart(b));
  }
}
