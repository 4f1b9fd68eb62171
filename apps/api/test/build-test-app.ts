import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, wrapPglite } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { loggerOptions } from '../src/lib/log-redaction';
import { settleBackgroundTasks } from '../src/modules/auth/background-tasks';
import { createMailer, type Mailer, type OutboxDelivery } from '../src/plugins/mail';
import type { FileStorage } from '../src/plugins/storage';
import { closeAtFileEnd } from './file-end';
import { recordIssuedSecrets, recordMailedSecrets } from './issued-secrets';
import { giveBackPglite, resetPglite, takePglite } from './pglite-reuse';
import { takePostgresDatabase } from './postgres-lane';

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

type TestDatabase = { handle: DatabaseHandle; reset: () => Promise<boolean>; drop: () => Promise<void> };

async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return takePostgresDatabase(url);
  const client = await takePglite();
  return { handle: wrapPglite(client), reset: () => resetPglite(client), drop: () => giveBackPglite(client) };
}

// With TEST_LOG_FILE (set by `npm test` for the API lanes) every test app logs at info level, with the app's own
// redaction, into that file; scripts/check-logs.mjs then looks for secrets in it. Otherwise tests log nothing.
function capturedLogger() {
  const file = process.env.TEST_LOG_FILE;
  if (!file) return false;
  return loggerOptions({ LOG_LEVEL: 'info' }, { write: (line: string) => appendFileSync(file, line) });
}

type TestAppOptions = {
  clock?: TestClock;
  mailer?: Mailer;
  env?: Record<string, string>;
  logger?: BuildAppOptions['logger'];
  // Another store for uploaded files (an S3 bucket); otherwise `env` chooses, by default a folder of this test's own.
  storage?: FileStorage;
  // Runs on the built app before it is ready: a test's own hooks (e.g. holding a request mid-way).
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
};

// Settings whose state lives outside the database and the files folder (the test clock's offsets and mailbox, an
// S3 bucket, an SMTP server of the test's own): an app built with them serves one test only.
const ONE_TEST_ENV = ['TEST_CLOCK', 'STORAGE_DRIVER', 'SMTP_URL'];

/**
 * The key under which an app may serve the next test of its file, or null when it may serve only this one: an app
 * given its own mailer, store, logger or hooks, or built with a setting of ONE_TEST_ENV.
 */
function reuseKey(options: TestAppOptions): string | null {
  if (options.mailer || options.storage || options.logger || options.beforeReady) return null;
  const env = options.env ?? {};
  if (ONE_TEST_ENV.some((name) => name in env)) return null;
  return JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
}

type Built = {
  key: string | null;
  handle: TestAppHandle;
  useClock: (clock: TestClock) => void;
  // Brings app, database and files back to how a new app finds them; false when that cannot be done.
  reset: () => Promise<boolean>;
  shutDown: () => Promise<void>;
};

// The app a test of this file closed, kept for the next one (docs/decisions/030-test-suite-time.md).
let idle: Built | null = null;

/** Closes the app kept for reuse (at the end of the test file, or for an app of other settings). */
async function closeIdleTestApp() {
  const kept = idle;
  idle = null;
  await kept?.shutDown();
}

closeAtFileEnd(closeIdleTestApp);

// The real app on a real database, as freshly migrated. Mail goes through the app's own mailer: the outbox table,
// or SMTP when `env` sets SMTP_URL. `mailer` replaces it, for tests of what happens when sending is slow or fails.
//
// Building the app (about 130 routes) costs far more than most tests, so an app a test closes is not closed but
// emptied — database rows deleted, files removed, mail forgotten, clock replaced — and handed to the file's next test
// that asks for the same settings. A test that changed the schema or the migrations' own rows, or left the app
// listening, gets it closed instead, and the next test a new one. TEST_FRESH_DATABASE=1 turns reuse off.
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestAppHandle> {
  const clock = options.clock ?? createClock();
  const key = process.env.TEST_FRESH_DATABASE ? null : reuseKey(options);
  if (idle && key !== null && idle.key === key) {
    const reused = idle;
    idle = null;
    reused.useClock(clock);
    return reused.handle;
  }
  // The kept app holds this process's database: let it go before a new app takes one.
  await closeIdleTestApp();
  return (await build(options, clock, key)).handle;
}

async function build(options: TestAppOptions, firstClock: TestClock, key: string | null): Promise<Built> {
  let clock = firstClock;
  const database = await openTestDatabase();
  // Stored files go to a folder of this app's own, removed afterwards.
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
  const { handle: dbHandle } = database;
  // Each outbox message as composed, captured after its row is written: the one place a test sees a secret
  // (a reset link) that the row withholds, as the recipient would.
  const delivered: OutboxDelivery[] = [];
  const mailer =
    options.mailer ??
    createMailer({
      db: dbHandle.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      onOutboxWritten: (delivery) => {
        delivered.push(delivery);
        recordMailedSecrets(delivery.text);
      },
    });
  const app = await buildApp({
    config,
    database: dbHandle,
    // Read through, so a reused app runs on the clock of the test it serves.
    now: () => clock.now(),
    mailer,
    storage: options.storage,
    logger: options.logger ?? capturedLogger(),
  });
  // Only an app whose log is captured has its secrets looked for there (the fuzz test's own logger keeps its
  // malformed values, such as a 'token' of 'not-a-uuid', out of the captured log and out of the secrets).
  if (!options.logger) recordIssuedSecrets(app);
  options.beforeReady?.(app);
  await app.ready();

  const shutDown = async () => {
    await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const built: Built = {
    key,
    useClock: (next) => {
      clock = next;
      handle.clock = next;
    },
    reset: async () => {
      if (app.server.listening) return false;
      // Mail still being sent for the last test would land in the next one's outbox.
      await settleBackgroundTasks(app.ctx);
      if (!(await database.reset())) return false;
      for (const entry of readdirSync(dataDir))
        rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      delivered.length = 0;
      return true;
    },
    shutDown,
    handle: undefined as unknown as TestAppHandle,
  };
  const handle: TestAppHandle = {
    app,
    db: dbHandle.db,
    clock,
    dataDir,
    // The mail the app sent, read back from the outbox table, oldest first.
    sentMail: () => dbHandle.db.select().from(outbox).orderBy(asc(outbox.createdAt)),
    // The same messages as the recipients get them, secrets included, in the order they were written.
    deliveredMail: delivered,
    close: async () => {
      // Closed twice (a finally and an afterEach): the first close already kept it.
      if (idle === built) return;
      if (key !== null && !idle && (await built.reset().catch(() => false))) {
        idle = built;
        return;
      }
      await shutDown();
    },
  };
  built.handle = handle;
  return built;
}

export type TestAppHandle = {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: DatabaseHandle['db'];
  clock: TestClock;
  dataDir: string;
  sentMail: () => Promise<(typeof outbox.$inferSelect)[]>;
  deliveredMail: OutboxDelivery[];
  close: () => Promise<void>;
};

export type TestApp = TestAppHandle;
