import { Readable } from 'node:stream';
import { messageForStatus } from '@marketday/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/http-errors';
import type { AuthUser } from './route-auth';

// Exports and reports an account may have running at once in a process; one more answers 429 at once
// (docs/limits.md, "Per-account limits"). They read every row of a range, so twenty at once from one account
// would keep the database (and, on PGlite, the process) busy for every other account.
export const HEAVY_READS_PER_ACCOUNT = 2;
const RETRY_AFTER_S = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    // An export or a report over a range of any length: counted against the account's share.
    heavy?: boolean;
  }
  interface FastifyRequest {
    heavyAccount?: string | null;
  }
}

// Whose share a request takes: the manager's account (staff included), the vendor's, or the user's own.
function accountOf(user: AuthUser | null): string | null {
  if (!user) return null;
  return user.managerId ?? user.vendorId ?? user.id;
}

export const heavyReadsPlugin = fp(
  async (app: FastifyInstance, { perAccount = HEAVY_READS_PER_ACCOUNT }: { perAccount?: number }) => {
    const running = new Map<string, number>();
    // After authentication (onRequest) and validation: a refused request never takes a place. The hooks are
    // callback style, not async: every request passes them, and most have nothing to do here
    // (docs/decisions/036-request-cost.md).
    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.routeOptions.config.heavy) return done();
      const account = accountOf(request.authUser);
      if (!account) return done();
      const held = running.get(account) ?? 0;
      if (held >= perAccount)
        return done(tooManyRequests(messageForStatus(429), { retry_after: RETRY_AFTER_S }));
      running.set(account, held + 1);
      request.heavyAccount = account;
      done();
    });
    const release = (request: FastifyRequest) => {
      const account = request.heavyAccount;
      if (!account) return;
      request.heavyAccount = null;
      const left = (running.get(account) ?? 1) - 1;
      if (left > 0) running.set(account, left);
      else running.delete(account);
    };
    // The place is given back when the work is done, not when the client leaves (a client that hangs up at once
    // must not start read after read): a JSON or PDF answer is done when the handler hands it over; a streamed
    // CSV when its stream closes, read to the end or destroyed with the connection. onSend runs for every answer,
    // errors and aborted requests included; onResponse is the backstop.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.heavyAccount) {
        if (payload instanceof Readable) payload.once('close', () => release(request));
        else release(request);
      }
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      release(request);
      done();
    });
  },
  { name: 'heavy-reads' },
);
