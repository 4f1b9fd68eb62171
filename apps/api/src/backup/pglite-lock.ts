import { existsSync } from 'node:fs';
import path from 'node:path';

// PGlite has one opener at a time and no lock of its own that another process would respect; while a data
// directory is open it holds postmaster.pid, removed on a clean close. Opening it from a second process (the
// server and a backup at once) would corrupt it, so backup and restore refuse while the file is there.
export function refuseOpenPglite(dataDir: string) {
  const pid = path.join(dataDir, 'postmaster.pid');
  if (existsSync(pid))
    throw new Error(
      `The database in ${dataDir} is open (${pid} exists): stop the Marketday server first. If no server is running (a crash left the file behind), delete ${pid} and try again.`,
    );
}

export function hasPgliteDatabase(dataDir: string) {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}
