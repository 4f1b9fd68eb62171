import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, wrapPglite } from '../src/db/client';
import type { Mailer, MailMessage } from '../src/plugins/mail';
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
  const template = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  const handle = wrapPglite(client);
  return { handle, drop: () => handle.close() };
}

// The real app on a real, freshly migrated database. `mailer` defaults to the outbox table.
export async function buildTestApp(
  options: { clock?: TestClock; mailer?: Mailer; env?: Record<string, string> } = {},
) {
  const clock = options.clock ?? createClock();
  const { handle, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST: '/nonexistent',
    APP_URL: 'http://marketday.test',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: handle,
    now: clock.now,
    mailer: options.mailer,
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    clock,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}
