import { findUncleanText } from '@marketday/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import { translateEnglish } from '../lib/i18n/translate';
import { errorLocale } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    // An HTML page for anyone (a market's public page): it checks its own path and query, and answers a bad one
    // with its HTML 404, not a visitor's browser with this JSON 400.
    checksOwnText?: boolean;
  }
}

// Every text a request carries (JSON body, query, path) is free of control characters and lone UTF-16
// surrogates before any route sees it: PostgreSQL refuses a NUL in text and a lone surrogate in JSON, and no
// name, note or message needs either. One check for every route, with the field named (docs/limits.md).
// No value, or an object without a key of its own: no text in it.
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

export const cleanTextPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style, not async: every request passes it (docs/decisions/036-request-cost.md). Most GETs carry no
    // body, query or path parameters: nothing to walk.
    app.addHook('preValidation', (request, reply, done) => {
      const own = request.routeOptions.config.checksOwnText === true;
      const query = own ? undefined : request.query;
      const params = own ? undefined : request.params;
      if (isEmpty(request.body) && isEmpty(query) && isEmpty(params)) return done();
      for (const [where, value] of [
        ['', request.body],
        ['query', query],
        ['params', params],
      ] as const) {
        const found = findUncleanText(value);
        if (!found) continue;
        const field = [where, ...found.path].filter((part) => part !== '').join('.');
        // Answered here, not by the error handler, so said in the reader's language here too.
        errorLocale(() => app.ctx.db, request).then((locale) => {
          const message = translateEnglish(found.message, locale);
          reply.code(400).send({ detail: message, status: 400, errors: [{ path: field, message }] });
        }, done);
        return;
      }
      done();
    });
  },
  { name: 'clean-text' },
);

// Multipart fields arrive after the hook above (they are streamed): their readers call this.
export function requireCleanFields(fields: Record<string, unknown>): void {
  const found = findUncleanText(fields);
  if (!found) return;
  const path = found.path.join('.');
  throw badRequest(found.message, { errors: [{ path, message: found.message }] });
}
