import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiErrorBodySchema, FileResponseSchema, messageForStatus } from '@marketday/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeAuth } from './route-auth';

// Serves the built web app: real files when they exist, index.html for client routes,
// and the JSON 404 for everything else (API clients never get HTML by accident).
// The build writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts); the copy the
// request's Accept-Encoding allows is sent as it is, with Vary: Accept-Encoding (preCompressed).
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const root = path.resolve(options.root);
    const hasBuild = existsSync(path.join(root, 'index.html'));
    if (hasBuild) await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

    const files = {
      config: routeAuth.public,
      logLevel: 'warn' as const,
      schema: { response: { 200: FileResponseSchema, 404: ApiErrorBodySchema } },
    };
    app.get('/*', files, async (request, reply) => {
      const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
      if (!hasBuild) return reply.code(404).send({ detail: messageForStatus(404), status: 404 });
      const relative = safeDecode(request.url.split('?')[0] ?? '/').replace(/^\/+/, '');
      const file = path.resolve(root, relative);
      const insideRoot = file.startsWith(`${root}${path.sep}`);
      if (relative && insideRoot && existsSync(file) && !file.endsWith('index.html')) {
        // Hashed assets never change; everything else is revalidated.
        const immutable = relative.startsWith('assets/');
        return reply.sendFile(relative, {
          maxAge: immutable ? 31_536_000_000 : 0,
          immutable,
        });
      }
      // /index.html itself goes to any client: the web app's service worker precaches it with a plain fetch.
      if (!wantsHtml && relative !== 'index.html') {
        return reply.code(404).send({ detail: messageForStatus(404), status: 404 });
      }
      // Revalidated on every visit, so a new build's hashed files are picked up at once.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });

    app.setNotFoundHandler((_request, reply) => {
      reply.code(404).send({ detail: messageForStatus(404), status: 404 });
    });
  },
  { name: 'spa' },
);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
