import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanTextPlugin } from './clean-text';

// The hook skips a request with no body, query or path parameters (most GETs) and walks the rest
// (docs/decisions/036-request-cost.md): a control character anywhere is still a 400 naming the field.

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function start() {
  const instance = Fastify();
  await instance.register(cleanTextPlugin);
  instance.get('/plain', async () => ({ reached: true }));
  instance.get('/items/:id', async () => ({ reached: true }));
  instance.post('/items', async () => ({ reached: true }));
  app = instance;
  return instance;
}

describe('clean text', () => {
  it('lets a request without text, or with clean text, reach its route', async () => {
    const instance = await start();
    for (const request of [
      { method: 'GET' as const, url: '/plain' },
      { method: 'GET' as const, url: '/plain?name=Downtown' },
      { method: 'GET' as const, url: '/items/abc' },
      { method: 'POST' as const, url: '/items', payload: { name: 'Downtown', tags: ['a'] } },
      { method: 'POST' as const, url: '/items', payload: {} },
    ]) {
      const response = await instance.inject(request);
      expect(response.json(), request.url).toEqual({ reached: true });
    }
  });

  it('refuses a control character in the query, the path or the body, naming the field', async () => {
    const instance = await start();
    const query = await instance.inject({ method: 'GET', url: '/plain?name=Down%00town' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0].path).toBe('query.name');
    const params = await instance.inject({ method: 'GET', url: '/items/a%01b' });
    expect(params.statusCode).toBe(400);
    expect(params.json().errors[0].path).toBe('params.id');
    const body = await instance.inject({
      method: 'POST',
      url: '/items',
      payload: { market: { name: 'Down\u0000town' } },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors[0].path).toBe('market.name');
    const list = await instance.inject({ method: 'POST', url: '/items', payload: ['ok', 'b\u0007d'] });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0].path).toBe('1');
  });
});
