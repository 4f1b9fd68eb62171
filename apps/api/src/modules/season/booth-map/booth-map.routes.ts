import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The booth map and the booths given out per date (docs/season.md "The booth map").
export const boothMapRoutes: FastifyPluginAsyncZod = async () => {};
