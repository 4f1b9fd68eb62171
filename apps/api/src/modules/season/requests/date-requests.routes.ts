import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The vendor's dates, their requests and drops, the waitlist and the deadline (docs/season.md "Requests and the waitlist").
export const dateRequestsRoutes: FastifyPluginAsyncZod = async () => {};
