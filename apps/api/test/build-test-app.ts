import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, wrapPglite } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { loggerOptions } from '../src/lib/log-redaction';
import { createMailer, type Mailer, type OutboxDelivery } from '../src/plugins/mail';
import type { FileStorage } from '../src/plugins/storage';
import { recordIssuedSecrets, recordMailedSecrets } from './issued-secrets';
import { giveBackPglite, takePglite } from './pglite-reuse';
import { createPostgresTestDatabase } from './postgres-lane';

export type TestClock = { now: () => Date; set: (date: Date) => void; advance: (ms: number) => void };

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url);
  const client = await takePglite();
  return { handle: wrapPglite(client), drop: () => giveBackPglite(client) };
}

// With TEST_LOG_FILE (set by `npm test` for the API lanes) every test app logs at info level, with the app's own
// redaction, into that file; scripts/check-logs.mjs then looks for secrets in it. Otherwise tests log nothing.
function capturedLogger() {
  const file = process.env.TEST_LOG_FILE;
  if (!file) return false;
  return loggerOptions({ LOG_LEVEL: 'info' }, { write: (line: string) => appendFileSync(file, line) });
}

// The real app on a real, freshly migrated database. Mail goes through the app's own mailer: the outbox table,
// or SMTP when `env` sets SMTP_URL. `mailer` replaces it, for tests of what happens when sending is slow or fails.
export async function buildTestApp(
  options: {
    clock?: TestClock;
    mailer?: Mailer;
    env?: Record<string, string>;
    logger?: BuildAppOptions['logger'];
    // Another store for uploaded files (an S3 bucket); otherwise `env` chooses, by default a folder of this test's own.
    storage?: FileStorage;
    // Runs on the built app before it is ready: a test's own hooks (e.g. holding a request mid-way).
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  } = {},
) {
  const clock = options.clock ?? createClock();
  const { handle, drop } = await openTestDatabase();
  // Stored files go to a folder of this test's own, removed afterwards.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketday-files-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST: '/nonexistent',
    APP_URL: 'http://marketday.test',
    ...options.env,
  });
  // Each outbox message as composed, captured after its row is written: the one place a test sees a secret
  // (a reset link) that the row withholds, as the recipient would.
  const delivered: OutboxDelivery[] = [];
  const mailer =
    options.mailer ??
    createMailer({
      db: handle.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      onOutboxWritten: (delivery) => {
        delivered.push(delivery);
        recordMailedSecrets(delivery.text);
      },
    });
  const app = await buildApp({
    config,
    database: handle,
    now: clock.now,
    mailer,
    storage: options.storage,
    logger: options.logger ?? capturedLogger(),
  });
  // Only an app whose log is captured has its secrets looked for there (the fuzz test's own logger keeps its
  // malformed values, such as a 'token' of 'not-a-uuid', out of the captured log and out of the secrets).
  if (!options.logger) recordIssuedSecrets(app);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    clock,
    dataDir,
    // The mail the app sent, read back from the outbox table, oldest first.
    sentMail: () => handle.db.select().from(outbox).orderBy(asc(outbox.createdAt)),
    // The same messages as the recipients get them, secrets included, in the order they were written.
    deliveredMail: delivered,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
