import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// docs/product.md §2 and §7 give some paths to both the web app and the API (GET /documents). A browser navigation —
// it accepts HTML and carries no bearer token — gets the web app; API calls still reach the API.
export const SHARED_CLIENT_PATHS = new Set(['/documents']);

export const clientRoutesPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const index = path.join(path.resolve(options.root), 'index.html');
    if (!existsSync(index)) return;
    const html = readFileSync(index);
    // Callback style, not async: every request passes it (docs/decisions/036-request-cost.md).
    app.addHook('onRequest', (request, reply, done) => {
      if (
        request.method !== 'GET' ||
        request.headers.authorization ||
        !request.headers.accept?.includes('text/html') ||
        !SHARED_CLIENT_PATHS.has(request.url.split('?')[0] ?? '')
      )
        return done();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
  { name: 'client-routes' },
);
