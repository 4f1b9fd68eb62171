// @run-apart: it fills PGlite databases from a dump, ten times slower in a worker that ran other files first.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_TEST_MS,
  emptyTarget as emptyFixture,
  everyFile,
  everyRow,
  sourceOf,
  tableCount,
} from '../../test/backup-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { runMigrations } from '../db/migrate';
import { localStorage } from '../plugins/storage';
import { seedDemoIfEmpty } from '../seed/seed';
import { type BackupSource, createBackup } from './backup';
import { FILES_FOLDER } from './manifest';
import { restoreBackup } from './restore';

let t: TestApp;
let source: BackupSource;
let work: string;
const cleanups: (() => Promise<void>)[] = [];
const emptyTarget = () => emptyFixture({ work, cleanups });
let backups = 0;

function backUp() {
  return createBackup({
    source,
    storage: localStorage(path.join(t.dataDir, 'files')),
    storageDriver: 'local',
    outDir: path.join(work, 'backups'),
    // One second apart: each backup gets a folder of its own.
    now: new Date(Date.UTC(2026, 0, 1) + ++backups * 1000),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  work = await mkdtemp(path.join(os.tmpdir(), 'marketday-backup-'));
  source = sourceOf(t);
  // Managers, markets, vendors, four weeks of checkouts and day reports, and vendors' documents with their files.
  await seedDemoIfEmpty(t.db, t.clock.now(), { storage: localStorage(path.join(t.dataDir, 'files')) });
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', { timeout: BACKUP_TEST_MS }, () => {
  it('restores every row of every table and every stored file into an empty database and storage', async () => {
    const before = await everyRow(t.db);
    for (const table of ['public.managers', 'public.markets', 'public.vendors', 'public.transactions'])
      expect(before[table]?.length, table).toBeGreaterThan(0);
    const sourceFiles = await everyFile(path.join(t.dataDir, 'files'));
    expect(sourceFiles.length).toBe(before['public.documents']?.length);

    const { dir, manifest } = await backUp();
    expect(manifest.database.kind).toBe(source.kind);
    expect(manifest.files.map((file) => file.key)).toEqual(sourceFiles.map((file) => file.name));
    const target = await emptyTarget();
    const summary = await restoreBackup({ dir, target: target.target, storage: target.storage });
    expect(summary.filesRestored).toBe(sourceFiles.length);

    const restored = await target.open();
    try {
      expect(await everyRow(restored.db)).toEqual(before);
      // What the server does when it starts on the restored database: nothing left to migrate.
      await runMigrations(restored);
      expect(await everyRow(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(await everyFile(target.filesDir)).toEqual(sourceFiles);
    if (target.target.kind === 'pglite')
      expect(existsSync(path.join(target.target.dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('refuses a backup with a damaged file and restores nothing', async () => {
    const { dir, manifest } = await backUp();
    const key = manifest.files[0]?.key ?? '';
    const file = path.join(dir, FILES_FOLDER, key);
    const bytes = await readFile(file);
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    const target = await emptyTarget();

    await expect(restoreBackup({ dir, target: target.target, storage: target.storage })).rejects.toThrow(
      `is damaged; nothing was restored:\n  files/${key} does not match the manifest`,
    );
    expect(await everyFile(target.filesDir)).toEqual([]);
    if (target.target.kind === 'pglite') expect(existsSync(target.target.dataDir)).toBe(false);
    else expect(await tableCount(target)).toBe(0);
  });

  it('refuses a database that is not empty, and a stored file with other bytes, unless forced', async () => {
    const { dir, manifest } = await backUp();
    const key = manifest.files[0]?.key ?? '';
    const target = await emptyTarget();
    await target.storage.put(key, Readable.from([Buffer.from('other bytes')]));

    await expect(restoreBackup({ dir, target: target.target, storage: target.storage })).rejects.toThrow(
      `Stored files differ from the backup's under the same name; nothing was restored. Pass --force to replace them: ${key}`,
    );
    expect((await everyFile(target.filesDir)).map((file) => file.name)).toEqual([key]);
    if (target.target.kind === 'postgres') expect(await tableCount(target)).toBe(0);

    await restoreBackup({ dir, target: target.target, storage: target.storage, force: true });
    expect(await readFile(path.join(target.filesDir, key))).toEqual(
      await readFile(path.join(dir, FILES_FOLDER, key)),
    );
    await expect(restoreBackup({ dir, target: target.target, storage: target.storage })).rejects.toThrow(
      'is not empty; nothing was restored. Restore into an empty database, or pass --force to replace it.',
    );
    const again = await restoreBackup({ dir, target: target.target, storage: target.storage, force: true });
    expect(again.filesAlreadyThere).toBe(manifest.files.length);
    expect(again.rows).toBe(Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0));
  });
});
