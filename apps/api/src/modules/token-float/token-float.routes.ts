import {
  MessageResponseSchema,
  TerminalBatchesInputSchema,
  TOKEN_FLOAT_MESSAGES,
  TokenFloatDayQuerySchema,
  TokenFloatDaySchema,
  TokenFloatEntryInputSchema,
  TokenFloatEntrySchema,
  TokenFloatQuerySchema,
  TokenFloatSchema,
  withMessage,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { badRequest } from '../../lib/http-errors';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { MarketParams } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import {
  toBatchCents,
  toFloatEntryDraft,
  toFloatEntryJson,
  toTokenFloatDayJson,
  toTokenFloatJson,
} from './token-float.mapper';
import {
  floatEntryRequestHash,
  getFloatDay,
  getTokenFloat,
  recordFloatEntry,
  removeFloatEntry,
  saveTerminalBatches,
} from './token-float.service';

// The token float's routes (docs/product.md §20). Read like the token reconciliation (staff, off-season); the
// staff who run a market day record the info booth's entries and batch totals, as they check vendors out (FULL).
const read = routeAuth.staff('STAFF', 'OFF_SEASON');
const write = routeAuth.staff('STAFF', 'FULL');

const DayParams = MarketParams.extend(TokenFloatDayQuerySchema.shape);
const EntryParams = MarketParams.extend({
  entryId: z.uuid(TOKEN_FLOAT_MESSAGES.entryIdInvalid).toLowerCase(),
});

export const tokenFloatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/markets/:id/token-float';

  app.get(
    base,
    routeOptions(read, { params: MarketParams, querystring: TokenFloatQuerySchema }, TokenFloatSchema),
    async (request) =>
      toTokenFloatJson(
        await getTokenFloat({ db, ...managedMarketOf(request), asOf: request.query.as_of, now: now() }),
      ),
  );

  app.get(
    `${base}/days/:date`,
    routeOptions(read, { params: DayParams }, TokenFloatDaySchema),
    async (request) =>
      toTokenFloatDayJson(await getFloatDay({ db, ...managedMarketOf(request), date: request.params.date })),
  );

  // A double tap with the same Idempotency-Key records the entry once (as the checkout and payments do).
  app.post(
    `${base}/entries`,
    createdRouteOptions(
      write,
      { params: MarketParams, body: TokenFloatEntryInputSchema },
      withMessage(TokenFloatEntrySchema),
    ),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (Array.isArray(key) || (key !== undefined && (key.length < 8 || key.length > 200))) {
        throw badRequest('Idempotency-Key must be 8 to 200 characters.');
      }
      const marketId = request.params.id;
      const outcome = await recordFloatEntry({
        db,
        actor: managerActor(request.authUser),
        marketId,
        draft: toFloatEntryDraft(request.body),
        idempotency: key ? { key, requestHash: floatEntryRequestHash(marketId, request.body) } : undefined,
        now: now(),
      });
      return reply.code(201).send(
        outcome.replay ?? {
          message: TOKEN_FLOAT_MESSAGES.recorded,
          data: toFloatEntryJson(outcome.record),
        },
      );
    },
  );

  app.delete(
    `${base}/entries/:entryId`,
    routeOptions(write, { params: EntryParams }, MessageResponseSchema),
    async (request) => {
      await removeFloatEntry({
        db,
        actor: managerActor(request.authUser),
        marketId: request.params.id,
        entryId: request.params.entryId,
      });
      return { message: TOKEN_FLOAT_MESSAGES.removed };
    },
  );

  app.put(
    `${base}/batches/:date`,
    routeOptions(write, { params: DayParams, body: TerminalBatchesInputSchema }, TokenFloatDaySchema),
    async (request) =>
      toTokenFloatDayJson(
        await saveTerminalBatches({
          db,
          actor: managerActor(request.authUser),
          marketId: request.params.id,
          date: request.params.date,
          batches: toBatchCents(request.body),
          now: now(),
        }),
      ),
  );
};
