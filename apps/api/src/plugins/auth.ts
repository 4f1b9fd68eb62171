import { accessRefusalMessage, meetsAccess } from '@marketday/shared';
import type { FastifyInstance } from 'fastify';
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
    }: {
      db: Database;
      signer: TokenSigner;
      now: () => Date;
      // The signed-in user of a session (modules/auth), handed in by the app so plugins/ imports no module.
      loadUser: (claims: { userId: string; sessionId: string; now: Date }) => Promise<AuthUser | null>;
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

    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (!auth || 'public' in auth) return;
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await signer.verify(token, now()) : null;
      if (!claims) throw unauthorized();
      const user = await loadUser({ userId: claims.userId, sessionId: claims.sessionId, now: now() });
      if (!user) throw unauthorized();
      if (!auth.roles.includes(user.role)) throw forbidden();
      staffRoleAllows(user, auth.staff);
      if (!meetsAccess({ have: user.access, need: auth.access }))
        throw forbidden(accessRefusalMessage({ have: user.access, isStaff: user.role === 'MARKET_STAFF' }));
      request.authUser = user;
    });

    // A staff member's market, once params, query and body are validated.
    app.addHook('preHandler', async (request) => requireStaffMarket(db, request));
  },
  { name: 'auth' },
);
