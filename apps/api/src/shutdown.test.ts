import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deferred } from '../test/deferred';
import { managerWithMarket } from '../test/market-fixtures';
import { openTestApps } from '../test/use-test-app';
import type { DatabaseHandle } from './db/client';
import { transactions } from './db/schema';
import { shutDown } from './shutdown';

const openApp = openTestApps();

describe('graceful shutdown (SIGTERM)', () => {
  it('finishes a checkout under way, takes no new connection, waits for a scheduled run, then closes the pool', {
    timeout: 120_000,
  }, async () => {
    // A checkout held after its body is read, until the shutdown has begun.
    const { promise: checkoutArrived, resolve: arrived } = deferred();
    const { promise: held, resolve: release } = deferred();
    const t = await openApp({
      beforeReady: (app) =>
        app.addHook('preHandler', async (request) => {
          if (request.method !== 'POST' || !request.url.startsWith('/market-managers/transactions/')) return;
          arrived();
          await held;
        }),
    });
    const { manager, market, vendors } = await managerWithMarket(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const checkout = fetch(`${base}/market-managers/transactions/${market.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: '2026-11-21',
        reported_gross: 500,
        tokens: [],
        custom_fields: { weather: 'Sunny', state: 'Yolo County, CA' },
      }),
    });
    await checkoutArrived;

    const events: string[] = [];
    const { promise: jobRun, resolve: finishJob } = deferred();
    const closed = shutDown({
      app: t.app,
      jobs: {
        stop: async () => {
          await jobRun;
          events.push('job finished');
        },
      },
      // The test's own teardown drops the database; this one only records when the pool would close.
      database: { close: async () => void events.push('pool closed') } as DatabaseHandle,
    });

    // While the held checkout is still under way, a new request is not served: the listener is gone (refused), or
    // the request came in as it closed and is answered 503.
    const probe = await fetch(`${base}/health`).then(
      (answer) => answer.status,
      () => 'refused',
    );
    expect(['refused', 503]).toContain(probe);
    expect(events).toEqual([]);

    release();
    const response = await checkout;
    expect(response.status).toBe(201);
    // Its connection ends with it, so a keep-alive client cannot hold the closing process open.
    expect(response.headers.get('connection')).toBe('close');
    expect(events).toEqual([]);
    finishJob();
    await closed;
    expect(events).toEqual(['job finished', 'pool closed']);

    const booked = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.marketVendorId, vendors.producer.market_vendor_id));
    expect(booked).toHaveLength(1);
  });
});
