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

// The same for a route that creates something and answers 201 with it.
export function createdRouteOptions<const S extends object, const R>(
  config: FastifyContextConfig,
  schema: S,
  created: R,
) {
  return { config, schema: { ...schema, response: { 201: created } } };
}
