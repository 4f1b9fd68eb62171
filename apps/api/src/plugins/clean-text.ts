import { findUncleanText } from '@marketday/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';

// Every text a request carries (JSON body, query, path) is free of control characters and lone UTF-16
// surrogates before any route sees it: PostgreSQL refuses a NUL in text and a lone surrogate in JSON, and no
// name, note or message needs either. One check for every route, with the field named (docs/limits.md).
export const cleanTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      for (const [where, value] of [
        ['', request.body],
        ['query', request.query],
        ['params', request.params],
      ] as const) {
        const found = findUncleanText(value);
        if (!found) continue;
        const field = [where, ...found.path].filter((part) => part !== '').join('.');
        return reply.code(400).send({
          detail: found.message,
          status: 400,
          errors: [{ path: field, message: found.message }],
        });
      }
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
