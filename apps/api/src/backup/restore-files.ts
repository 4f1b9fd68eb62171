import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../plugins/storage';
import { FILES_FOLDER, type FileEntry, hashFile, hashStream } from './manifest';

export type FilePlan = {
  toPut: FileEntry[];
  // Already stored with the same bytes: left as they are.
  identical: FileEntry[];
  // Stored under the same key with other bytes: replaced only with --force.
  conflicting: FileEntry[];
  // Stored, and not in the backup: left alone (the server's sweep removes files no row points to).
  extraKeys: string[];
};

// Every file of the backup against the manifest, before anything is restored: a damaged backup restores nothing.
export async function checkBackupFiles({ dir, files }: { dir: string; files: FileEntry[] }) {
  const problems: string[] = [];
  for (const entry of files) {
    const file = path.join(dir, FILES_FOLDER, entry.key);
    const found = await hashFile(file).catch(() => null);
    if (!found) problems.push(`files/${entry.key} is missing`);
    else if (found.sha256 !== entry.sha256 || found.bytes !== entry.bytes)
      problems.push(
        `files/${entry.key} does not match the manifest (sha256 ${found.sha256}, ${found.bytes} bytes; expected ${entry.sha256}, ${entry.bytes} bytes)`,
      );
  }
  if (problems.length > 0)
    throw new Error(`The backup in ${dir} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
}

export async function planFiles({ storage, files }: { storage: FileStorage; files: FileEntry[] }) {
  const stored = new Set((await storage.list()).map((object) => object.key));
  const plan: FilePlan = { toPut: [], identical: [], conflicting: [], extraKeys: [] };
  for (const entry of files) {
    if (!stored.has(entry.key)) plan.toPut.push(entry);
    else if ((await hashStream(storage.read(entry.key))).sha256 === entry.sha256) plan.identical.push(entry);
    else plan.conflicting.push(entry);
  }
  const inBackup = new Set(files.map((entry) => entry.key));
  plan.extraKeys = [...stored].filter((key) => !inBackup.has(key)).sort();
  return plan;
}

// Puts each file, then reads every file of the backup back from storage and checks its bytes.
export async function restoreFiles({
  dir,
  storage,
  plan,
  files,
}: {
  dir: string;
  storage: FileStorage;
  plan: FilePlan;
  files: FileEntry[];
}) {
  for (const entry of plan.conflicting) await storage.remove(entry.key);
  for (const entry of [...plan.toPut, ...plan.conflicting])
    await storage.put(entry.key, createReadStream(path.join(dir, FILES_FOLDER, entry.key)));
  const wrong: string[] = [];
  for (const entry of files) {
    const found = await hashStream(storage.read(entry.key)).catch(() => null);
    if (found?.sha256 !== entry.sha256) wrong.push(entry.key);
  }
  if (wrong.length > 0)
    throw new Error(`Stored files do not match the backup after restoring: ${wrong.join(', ')}`);
}
