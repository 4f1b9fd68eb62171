import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The booth fees' routes (docs/season.md "Booth fees").
export const boothFeesRoutes: FastifyPluginAsyncZod = async () => {};
