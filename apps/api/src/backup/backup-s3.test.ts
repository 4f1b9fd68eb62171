// @run-apart: it fills PGlite databases from a dump, ten times slower in a worker that ran other files first.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_TEST_MS, emptyTarget, sourceOf } from '../../test/backup-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { localStorage } from '../plugins/storage';
import { s3Storage } from '../plugins/storage-s3';
import { seedDemoIfEmpty } from '../seed/seed';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

let t: TestApp;
let s3: S3TestServer;
let work: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp();
  work = await mkdtemp(path.join(os.tmpdir(), 'marketday-backup-s3-'));
  await seedDemoIfEmpty(t.db, t.clock.now(), { storage: localStorage(path.join(t.dataDir, 'files')) });
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore with files in an S3 bucket', { timeout: BACKUP_TEST_MS }, () => {
  it('restores the files into a bucket and backs them up from it, byte for byte', async () => {
    const bucket = s3Storage(s3.options);
    const outDir = path.join(work, 'backups');
    const first = await createBackup({
      source: sourceOf(t),
      storage: localStorage(path.join(t.dataDir, 'files')),
      storageDriver: 'local',
      outDir,
      now: new Date('2026-01-01T00:00:01Z'),
    });
    const keys = first.manifest.files.map((file) => file.key);
    expect(keys.length).toBeGreaterThan(0);

    const restored = await restoreBackup({
      dir: first.dir,
      target: (await emptyTarget({ work, cleanups })).target,
      storage: bucket,
    });
    expect(restored.filesRestored).toBe(keys.length);
    expect(await s3.keys()).toEqual(keys);

    const fromBucket = await createBackup({
      source: sourceOf(t),
      storage: bucket,
      storageDriver: 's3',
      outDir,
      now: new Date('2026-01-01T00:00:02Z'),
    });
    expect(fromBucket.manifest.files).toEqual(first.manifest.files);

    // A bucket that has the files already: they are left as they are.
    const again = await restoreBackup({
      dir: fromBucket.dir,
      target: (await emptyTarget({ work, cleanups })).target,
      storage: bucket,
    });
    expect({ stored: again.filesRestored, kept: again.filesAlreadyThere }).toEqual({
      stored: 0,
      kept: keys.length,
    });
  });
});
