import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';
import { heavyReadsPlugin } from './heavy-reads';
import type { AuthUser } from './route-auth';

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

// A bare app with one heavy route per kind of answer; the handler waits until the test lets it finish.
async function start() {
  let finish = () => {};
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const managerId = String(request.headers['x-manager']);
    request.authUser = {
      id: managerId,
      role: 'MARKET_MANAGER',
      managerId,
      vendorId: null,
    } as unknown as AuthUser;
  });
  await app.register(heavyReadsPlugin, { perAccount: 1 });
  app.get('/report', { config: { heavy: true } }, async () => {
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return { ok: true };
  });
  app.get('/csv', { config: { heavy: true } }, async (_request, reply) =>
    reply.send(Readable.from(['a,b\r\n', '1,2\r\n'])),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, finish: () => finish() };
}

function get(port: number, path: string, manager = 'A') {
  return fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-manager': manager } });
}

describe('heavy reads per account', () => {
  it('holds the place until the work is done, even when the client hangs up at once', async () => {
    const started = await start();
    app = started.app;
    // A client asks for a report and hangs up before the answer.
    const hungUp = http.get({ port: started.port, path: '/report', headers: { 'x-manager': 'A' } });
    hungUp.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    hungUp.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The report is still being made: the account's one place is taken.
    const refused = await get(started.port, '/csv');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    // Another account is not held back.
    expect((await get(started.port, '/csv', 'B')).status).toBe(200);
    // Once the report is done, the place is free, and a streamed answer gives it back when it has gone out.
    started.finish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const csv = await get(started.port, '/csv');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toBe('a,b\r\n1,2\r\n');
    expect((await get(started.port, '/csv')).status).toBe(200);
  });
});
