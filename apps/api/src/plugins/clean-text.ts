import { findUncleanText, TEXT_CHARACTERS_MESSAGE } from '@marketday/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
        const path = findUncleanText(value);
        if (!path) continue;
        const field = [where, ...path].filter((part) => part !== '').join('.');
        return reply.code(400).send({
          detail: TEXT_CHARACTERS_MESSAGE,
          status: 400,
          errors: [{ path: field, message: TEXT_CHARACTERS_MESSAGE }],
        });
      }
    });
  },
  { name: 'clean-text' },
);
