import type { FastifyContextConfig } from 'fastify';

// A route's options written once: who may call it (config, from routeAuth), what it takes (params, querystring,
// body) and the body of its 200 answer. The schemas keep their types, so the handler's request is typed as before.
export function routeOptions<const S extends object, const R>(
  config: FastifyContextConfig,
  schema: S,
  ok: R,
) {
  return { config, schema: { ...schema, response: { 200: ok } } };
}
