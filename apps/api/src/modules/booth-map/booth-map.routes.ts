import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The booth map's routes (docs/season.md "The booth map").
export const boothMapRoutes: FastifyPluginAsyncZod = async () => {};
