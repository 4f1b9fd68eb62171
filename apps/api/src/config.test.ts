import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig, parseTrustProxy, serverClock } from './config';

const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };

describe('deployment defaults', () => {
  it('seeds the demo data by default, but not in production', () => {
    expect(loadConfig({ ...base }).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', LOCAL_BILLING: 'true' }).SEED_DEMO).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', LOCAL_BILLING: 'true', SEED_DEMO: 'true' }).SEED_DEMO,
    ).toBe(true);
  });

  it('sizes the PostgreSQL pool and turns named statements off for a transaction-mode pooler', () => {
    expect(loadConfig({ ...base })).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_PREPARED_STATEMENTS: true,
    });
    expect(
      loadConfig({ ...base, DATABASE_POOL_MAX: '40', DATABASE_PREPARED_STATEMENTS: 'false' }),
    ).toMatchObject({ DATABASE_POOL_MAX: 40, DATABASE_PREPARED_STATEMENTS: false });
    // One connection would be held by a scheduled job's lock while the job waits for another.
    expect(() => loadConfig({ ...base, DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ ...base, DATABASE_MIGRATION_URL: 'not a url' })).toThrow(
      /DATABASE_MIGRATION_URL/,
    );
  });

  it('refuses the test clock in production', () => {
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', LOCAL_BILLING: 'true', TEST_CLOCK: 'true' }),
    ).toThrow(/TEST_CLOCK: never with NODE_ENV=production/);
    expect(loadConfig({ ...base, NODE_ENV: 'test', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });

  it('refuses production with the built-in billing unless it is switched on on purpose', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).LOCAL_BILLING,
    ).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', LOCAL_BILLING: 'true' }).LOCAL_BILLING).toBe(true);
  });

  it('starts a pinned test clock only with TEST_CLOCK', () => {
    expect(() => loadConfig({ ...base, TEST_CLOCK_START: '2026-06-17T19:00:00Z' })).toThrow(
      /TEST_CLOCK_START/,
    );
    const config = loadConfig({ ...base, TEST_CLOCK: 'true', TEST_CLOCK_START: '2026-06-17T19:00:00Z' });
    const now = serverClock(config)();
    expect(Math.abs(now.getTime() - Date.parse('2026-06-17T19:00:00Z'))).toBeLessThan(60_000);
  });
});

describe('document storage', () => {
  const s3 = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'marketday-files',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
  };

  it('keeps files in the local folder unless told otherwise', () => {
    const config = loadConfig({ ...base });
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('takes an S3 bucket with its endpoint and path style', () => {
    const config = loadConfig({
      ...base,
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'marketday-files',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: true,
    });
    // No endpoint: AWS itself.
    expect(loadConfig({ ...base, ...s3 }).S3_ENDPOINT).toBeUndefined();
  });

  it('names every S3 setting that STORAGE_DRIVER=s3 lacks', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(
      'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3',
    );
    expect(() => loadConfig({ ...base, ...s3, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3/,
    );
  });

  it('refuses an unknown driver, a bad endpoint and a bad path-style flag', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' })).toThrow(
      /STORAGE_DRIVER must be local or s3/,
    );
    expect(() => loadConfig({ ...base, ...s3, S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
    expect(() => loadConfig({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts a number of hops or listed proxies, never every hop', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1')).toEqual(['10.0.0.0/8', '192.168.1.4', '::1']);
    expect(parseTrustProxy('10.0.0.0/33')).toBeNull();
    expect(parseTrustProxy('loopback')).toBeNull();
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everything' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind trusted proxies', () => {
  async function clientIp(trust: string, forwardedFor: string) {
    const parsed = parseTrustProxy(trust);
    if (parsed === null) throw new Error('bad TRUST_PROXY');
    const app = Fastify({ trustProxy: fastifyTrustProxy(parsed) });
    app.get('/', async (request) => request.ip);
    const response = await app.inject({
      url: '/',
      remoteAddress: '10.1.1.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await app.close();
    return response.body;
  }

  it('takes the address the trusted proxy saw, whatever the client forged before it', async () => {
    expect(await clientIp('true', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp('2', '1.2.3.4, 5.6.7.8, 9.9.9.9')).toBe('5.6.7.8');
    expect(await clientIp('10.0.0.0/8', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp('false', '1.2.3.4, 5.6.7.8')).toBe('10.1.1.1');
  });
});
