import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { wrapPglite } from '../src/db/client';
import { loggerOptions, serializeError, serializeRequest } from '../src/lib/log-redaction';
import { signedInManager } from './market-fixtures';
import { openTestApps } from './use-test-app';

const openApp = openTestApps();

// The app with its production logger writing into memory.
async function appWithCapturedLog() {
  const lines: string[] = [];
  const t = await openApp({
    logger: loggerOptions({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) }),
  });
  return { t, log: () => lines.join('') };
}

describe('logs', () => {
  it("never hold a signed link's signature or a reset token from the request URL", async () => {
    const { t, log } = await appWithCapturedLog();
    const id = '5f0c1f3e-9a55-4c1b-8d1e-2f7b9c0a1d2e';
    await t.app.inject({ method: 'GET', url: `/documents/files/${id}?expires=1&sig=SignedLinkSecret42` });
    await t.app.inject({ method: 'GET', url: '/reset-password/reset?token=ResetTokenSecret42' });
    await t.app.inject({ method: 'GET', url: '/no-such-api/route?token=UnknownRouteSecret42' });
    expect(log()).toContain(`/documents/files/${id}?expires=1&sig=[redacted]`);
    expect(log()).not.toContain('SignedLinkSecret42');
    expect(log()).not.toContain('ResetTokenSecret42');
    expect(log()).not.toContain('UnknownRouteSecret42');
  });

  it('write one line per request, when it is answered: the redacted URL, the status and the time taken', async () => {
    const { t, log } = await appWithCapturedLog();
    const manager = await signedInManager(t);
    const before = log().length;
    const answered = await manager.api('GET', '/users/self?note=plain&token=OneLineSecret42');
    expect(answered.statusCode).toBe(200);
    const lines = log()
      .slice(before)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/users/self?note=plain&token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].reqId).toBe('string');
    expect(typeof lines[0].responseTime).toBe('number');
    expect(log()).not.toContain('OneLineSecret42');
    expect(log()).not.toContain('incoming request');
  });

  it("log a failed query's text and parameter count, never the parameters", async () => {
    const { t, log } = await appWithCapturedLog();
    const manager = await signedInManager(t);
    // Any statement the database refuses will do; this one is refused whatever the validation allows.
    await t.db.execute(
      sql`alter table vendors add constraint log_test_refused check (business_name <> 'Refused Farm')`,
    );
    const response = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'Refused Farm',
      type: 'PRODUCER',
      receipt_email: 'private-address@example.com',
      market_ids: [],
    });
    expect(response.statusCode).toBe(500);
    const errorLine = log()
      .split('\n')
      .find((line) => line.includes('"request failed"'));
    expect(errorLine).toBeDefined();
    const { err } = JSON.parse(errorLine ?? '{}');
    expect(err.query).toMatch(/^insert into "vendors"/);
    expect(err.paramCount).toBeGreaterThan(1);
    expect(err.code).toBe('23514');
    expect(log()).not.toContain('private-address@example.com');
    expect(log()).not.toContain('Refused Farm');
  });

  it("at the production level (warn), an answered request writes nothing and a failed one its line with the request's id", async () => {
    const lines: string[] = [];
    const t = await openApp({
      logger: loggerOptions({ LOG_LEVEL: 'warn' }, { write: (line) => lines.push(line) }),
    });
    const manager = await signedInManager(t);
    const before = lines.length;
    expect((await manager.api('GET', '/users/self')).statusCode).toBe(200);
    expect(lines.slice(before)).toEqual([]);
    await t.db.execute(
      sql`alter table vendors add constraint log_test_warn_refused check (business_name <> 'Refused Farm')`,
    );
    const failed = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'Refused Farm',
      type: 'PRODUCER',
      receipt_email: 'private-address@example.com',
      market_ids: [],
    });
    expect(failed.statusCode).toBe(500);
    const written = lines.slice(before).map((line) => JSON.parse(line));
    const failure = written.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, err: { paramCount: expect.any(Number) } });
    expect(typeof failure.reqId).toBe('string');
    // The one line per request (level 50, "request errored") is not written for an answered 500: the error
    // handler answered it. Both lines of this request carry the same id.
    for (const line of written) expect(line.reqId).toBe(failure.reqId);
  });

  // Opens its own embedded database from the PGlite template, which only the PGlite lane prepares.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("is the app's own logger, not a test's", async () => {
    const template = readFileSync(inject('pgliteTemplate'));
    const database = wrapPglite(await PGlite.create({ loadDataDir: new Blob([template]) }));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database });
    try {
      const serializers = Object.getOwnPropertySymbols(app.log)
        .filter((symbol) => symbol.description === 'pino.serializers')
        .map((symbol) => (app.log as unknown as Record<symbol, Record<string, unknown>>)[symbol]);
      expect(serializers[0]?.req).toBe(serializeRequest);
      expect(serializers[0]?.err).toBe(serializeError);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
