import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

// Longer than any request may take (a checkout commits in well under a second); then the process exits anyway.
export const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * SIGTERM (a deploy, the balancer draining this process): stop taking requests (new ones get 503, /ready too), let
 * those under way finish (a checkout commits or rolls back, never half-written), let a scheduled run finish, then
 * close the database pool.
 */
export async function shutDown({
  app,
  jobs,
  database,
}: {
  app: FastifyInstance;
  jobs: { stop: () => Promise<void> };
  database: DatabaseHandle;
}) {
  await Promise.all([app.close(), jobs.stop()]);
  await database.close();
}
