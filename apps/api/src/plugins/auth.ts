import { accessRefusalMessage, meetsAccess } from '@marketday/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { bearerToken, type TokenSigner } from '../lib/crypto/tokens';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { AuthUser, RouteAuth } from './route-auth';
import { requireStaffMarket, staffRoleAllows } from './staff-scope';

// `responses`: the status codes the route declares a response schema for (issue 12: every route declares one).
// `querystring` and `body`: the route's zod schemas, for the tests that walk every route (the fuzz harness).
export type RegisteredRoute = {
  method: string;
  url: string;
  auth: RouteAuth;
  responses: string[];
  querystring?: unknown;
  body?: unknown;
  // The whole declared schema (params, query, body, responses), for the contract test (test/route-contracts.test.ts).
  schema?: unknown;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

// Authentication is by the Authorization header only; cookies are never read (docs/product.md §6).
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      db,
      signer,
      now,
      loadUser,
      recallUser,
    }: {
      db: Database;
      signer: TokenSigner;
      now: () => Date;
      // The signed-in user of a session (modules/auth), handed in by the app so plugins/ imports no module.
      loadUser: (claims: { userId: string; sessionId: string; now: Date }) => Promise<AuthUser | null>;
      // The same answer without a promise when the session's row is kept, else undefined (modules/auth).
      recallUser?: (claims: { userId: string; sessionId: string; now: Date }) => AuthUser | null | undefined;
    },
  ) => {
    app.decorate('routeRegistry', [] as RegisteredRoute[]);
    app.decorateRequest('authUser', null);

    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // A route that forgets to say who may call it must not start.
      if (!auth) throw new Error(`Route ${methods.join(',')} ${route.url} declares no auth`);
      const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
      for (const method of methods) {
        if (method !== 'HEAD')
          app.routeRegistry.push({
            method,
            url: route.url,
            auth,
            responses,
            querystring: route.schema?.querystring,
            body: route.schema?.body,
            schema: route.schema,
          });
      }
    });

    // Whether the signed-in user may call the route; the refusal, if not.
    const admit = (
      request: FastifyRequest,
      auth: Exclude<RouteAuth, { public: true }>,
      user: AuthUser | null,
    ) => {
      if (!user) return unauthorized();
      if (!auth.roles.includes(user.role)) return forbidden();
      try {
        staffRoleAllows(user, auth.staff);
      } catch (refusal) {
        return refusal as Error;
      }
      if (!meetsAccess({ have: user.access, need: auth.access }))
        return forbidden(accessRefusalMessage({ have: user.access, isStaff: user.role === 'MARKET_STAFF' }));
      request.authUser = user;
      return undefined;
    };

    // Callback style, not async (docs/decisions/036-request-cost.md): a token verified before and a session whose
    // row is kept are judged without a promise, so most requests pass this hook in the same tick; the rest wait
    // for the signature check and the session lookup as before. The same answers either way.
    app.addHook('onRequest', (request, _reply, done) => {
      const auth = request.routeOptions.config.auth;
      if (!auth || 'public' in auth) return done();
      const token = bearerToken(request.headers.authorization);
      if (!token) return done(unauthorized());
      const at = now();
      const known = signer.recall(token, at);
      if (known === null) return done(unauthorized());
      if (known && recallUser) {
        const user = recallUser({ userId: known.userId, sessionId: known.sessionId, now: at });
        if (user !== undefined) return done(admit(request, auth, user));
      }
      (async () => {
        const claims = known ?? (await signer.verify(token, at));
        if (!claims) return unauthorized();
        const user = await loadUser({ userId: claims.userId, sessionId: claims.sessionId, now: now() });
        return admit(request, auth, user);
      })().then(done, done);
    });

    // A staff member's market, once params, query and body are validated (only staff requests go further).
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.authUser?.role !== 'MARKET_STAFF') return done();
      requireStaffMarket(db, request).then(() => done(), done);
    });
  },
  { name: 'auth' },
);
