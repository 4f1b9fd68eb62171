import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessClaims, TokenSigner } from '../lib/crypto/tokens';
import { authPlugin } from './auth';
import { errorHandlerPlugin } from './error-handler';
import { type AuthUser, routeAuth } from './route-auth';

// The request hook judges a token verified before and a kept session without a promise (recall, recallUser) and
// everything else through verify and loadUser (docs/decisions/036-request-cost.md). Both paths must give the
// same answers: the same user admitted, the same 401 and 403 bodies.

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const claims: AccessClaims = { userId: 'user-1', role: 'MARKET_MANAGER', sessionId: 'session-1' };
const manager = (access: AuthUser['access']): AuthUser => ({
  id: 'user-1',
  sessionId: 'session-1',
  access,
  role: 'MARKET_MANAGER',
  managerId: 'manager-1',
  vendorId: null,
  staff: null,
});

type Known = { token: AccessClaims | null | undefined; user: AuthUser | null | undefined };

async function start(known: Known, slow: { token: AccessClaims | null; user: AuthUser | null }) {
  const calls = { verify: 0, loadUser: 0 };
  const signer: TokenSigner = {
    sign: async () => 'unused',
    recall: () => known.token,
    verify: async () => {
      calls.verify += 1;
      return slow.token;
    },
  };
  const instance = Fastify();
  await instance.register(errorHandlerPlugin);
  await instance.register(authPlugin, {
    db: {} as never,
    signer,
    now: () => new Date('2026-06-01T12:00:00Z'),
    loadUser: async () => {
      calls.loadUser += 1;
      return slow.user;
    },
    recallUser: () => known.user,
  });
  instance.get('/self', { config: routeAuth.anyUser }, async (request) => ({
    id: request.authUser?.id ?? null,
  }));
  instance.get('/full', { config: routeAuth.manager('FULL') }, async () => ({ ok: true }));
  instance.get('/vendor', { config: routeAuth.vendor }, async () => ({ ok: true }));
  instance.get('/open', { config: routeAuth.public }, async () => ({ ok: true }));
  app = instance;
  const get = async (url: string, token: string | null = 'a-token') => {
    const response = await instance.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  return { get, calls };
}

// The same requests through the kept path and through the database path.
const paths = {
  kept: (user: AuthUser | null) => start({ token: claims, user }, { token: null, user: null }),
  looked_up: (user: AuthUser | null) => start({ token: undefined, user: undefined }, { token: claims, user }),
};

describe('the request hook, kept and looked up', () => {
  for (const [path, startWith] of Object.entries(paths)) {
    it(`${path}: admits the user, refuses a role or an access level the route does not allow`, async () => {
      const { get, calls } = await startWith(manager('OFF_SEASON'));
      expect(await get('/self')).toEqual({ status: 200, body: { id: 'user-1' } });
      const vendorOnly = await get('/vendor');
      expect(vendorOnly.status).toBe(403);
      const full = await get('/full');
      expect(full.status).toBe(403);
      expect(full.body.detail).toMatch(/off-season/);
      expect(await get('/open', null)).toEqual({ status: 200, body: { ok: true } });
      expect((await get('/self', null)).status).toBe(401);
      // The kept path never reaches the signature check or the database.
      const slowCalls = path === 'kept' ? 0 : 3;
      expect(calls).toEqual({ verify: slowCalls, loadUser: slowCalls });
    });

    it(`${path}: a session that is no longer signed in is a 401`, async () => {
      const { get } = await startWith(null);
      const refused = await get('/self');
      expect(refused.status).toBe(401);
      expect(refused.body.status).toBe(401);
    });
  }

  it('a kept token that has expired is a 401 without a signature check or a lookup', async () => {
    const { get, calls } = await start(
      { token: null, user: manager('FULL') },
      { token: claims, user: manager('FULL') },
    );
    expect((await get('/self')).status).toBe(401);
    expect(calls).toEqual({ verify: 0, loadUser: 0 });
  });

  it('a kept token whose session row is not kept is looked up', async () => {
    const { get, calls } = await start(
      { token: claims, user: undefined },
      { token: null, user: manager('FULL') },
    );
    expect(await get('/self')).toEqual({ status: 200, body: { id: 'user-1' } });
    expect(calls).toEqual({ verify: 0, loadUser: 1 });
  });
});
