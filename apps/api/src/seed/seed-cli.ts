import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { localStorage } from '../plugins/storage';
import { resetDatabase, seedDemoIfEmpty } from './seed';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const database = await openDatabase(config);
try {
  if (reset) await resetDatabase(database.db);
  const seeded = await seedDemoIfEmpty(database.db, new Date(), {
    storage: localStorage(path.join(config.DATA_DIR, 'files')),
  });
  console.info(
    seeded ? 'Demo data created.' : 'The database already has users; nothing was seeded (use --reset).',
  );
} finally {
  await database.close();
}
