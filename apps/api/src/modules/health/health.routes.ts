import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-options';
import { routeAuth } from '../../plugins/route-auth';
import { migrationsApplied } from './migration-status.repository';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.enum(['ready', 'database unavailable', 'migrations pending']) });

// For a load balancer (docs/decisions/025-several-api-processes.md). /health: the process answers (liveness).
// /ready: it can serve, its database reachable and migrated. A process shutting down takes no new connections and
// answers 503 on those still open (Fastify's return503OnClosing), so the balancer takes it out of rotation.
export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  typed.get('/health', routeOptions(routeAuth.public, {}, HealthSchema), async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  typed.get(
    '/ready',
    { config: routeAuth.public, schema: { response: { 200: ReadySchema, 503: ReadySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const applied = await migrationsApplied(db).catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness: database unavailable');
        return null;
      });
      if (applied === null) return reply.code(503).send({ status: 'database unavailable' });
      if (!applied) return reply.code(503).send({ status: 'migrations pending' });
      return { status: 'ready' as const };
    },
  );
}
