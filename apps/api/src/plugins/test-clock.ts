import { AsyncLocalStorage } from 'node:async_hooks';
import { DAY_MS } from '@marketday/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeAuth } from './route-auth';

// Browser tests move time forward (a trial or a paid period ending) without waiting for it. Only with
// TEST_CLOCK=true. A request names its clock with this header, so tests running side by side against one
// server each move their own time; requests without it share the default clock.
export const TEST_CLOCK_HEADER = 'x-test-clock';
const DEFAULT_CLOCK = 'default';
const MAX_CLOCKS = 1000;

export type TestClock = {
  now: () => Date;
  run: (clockId: string, work: () => void) => void;
  advance: (clockId: string, ms: number) => Date;
};

export function createTestClock(base: () => Date): TestClock {
  const offsets = new Map<string, number>();
  const current = new AsyncLocalStorage<string>();
  const offsetOf = (clockId: string) => offsets.get(clockId) ?? 0;
  return {
    now: () => new Date(base().getTime() + offsetOf(current.getStore() ?? DEFAULT_CLOCK)),
    run: (clockId, work) => current.run(clockId, work),
    advance: (clockId, ms) => {
      if (!offsets.has(clockId) && offsets.size >= MAX_CLOCKS) offsets.clear();
      offsets.set(clockId, offsetOf(clockId) + ms);
      return new Date(base().getTime() + offsetOf(clockId));
    },
  };
}

const AdvanceSchema = z.object({
  // Forward only: moving back would revive a subscription that has ended.
  days: z.number().positive('Days must be more than 0.').max(3650),
});

// Where the request's clock stands now.
const ClockSchema = z.object({ clock: z.string(), now: z.string() });

declare module 'fastify' {
  interface FastifyRequest {
    testClockId: string;
  }
}

// Registered before the auth plugin, so token checks and access levels read the request's own clock.
export const testClockPlugin = fp(
  async (app: FastifyInstance, { clock }: { clock: TestClock }) => {
    app.decorateRequest('testClockId', DEFAULT_CLOCK);
    const clockIdOf = (header: string | string[] | undefined) =>
      typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : DEFAULT_CLOCK;

    app.addHook('onRequest', (request, _reply, done) => {
      request.testClockId = clockIdOf(request.headers[TEST_CLOCK_HEADER]);
      clock.run(request.testClockId, done);
    });
    // Body parsing leaves the async context; the rest of the request goes back into its clock.
    app.addHook('preValidation', (request, _reply, done) => clock.run(request.testClockId, done));

    // Browser tests set the page's clock to the server's, so both agree on the day.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/test/clock',
      { config: routeAuth.public, schema: { response: { 200: ClockSchema } } },
      async (request) => ({ clock: request.testClockId, now: clock.now().toISOString() }),
    );
    typed.post(
      '/test/clock/advance',
      { config: routeAuth.public, schema: { body: AdvanceSchema, response: { 200: ClockSchema } } },
      async (request) => {
        const now = clock.advance(request.testClockId, request.body.days * DAY_MS);
        return { clock: request.testClockId, now: now.toISOString() };
      },
    );
    app.log.warn(
      'TEST_CLOCK is on: POST /test/clock/advance moves server time. Never enable this in production.',
    );
  },
  { name: 'test-clock' },
);
