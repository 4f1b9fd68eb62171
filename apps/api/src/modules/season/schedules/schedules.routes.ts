import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Each vendor's schedule at a market (docs/season.md "Schedules").
export const schedulesRoutes: FastifyPluginAsyncZod = async () => {};
