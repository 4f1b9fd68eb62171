import {
  LedgerEntryResultSchema,
  MessageResponseSchema,
  pageOfSchema,
  pagingQuery,
  TokenLedgerEntrySchema,
  TokenLedgerInputSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managedMarketOf, managerActor } from '../../lib/actor';
import { routeOptions } from '../../lib/route-options';
import { MarketParams, uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { addTokenEntry, retireToken, tokenLedger } from './tokens.service';

const TokenParams = MarketParams.extend({ tokenId: uuidParam('Token') });
const LedgerQuery = z.object({ ...pagingQuery });
const LedgerPage = pageOfSchema(TokenLedgerEntrySchema);

export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const base = '/market-managers/markets/:id/tokens/:tokenId';

  // Retired, not erased: checkouts and reports that counted it keep their meaning.
  app.delete(
    base,
    routeOptions(routeAuth.staff('CO_MANAGER', 'OFF_SEASON'), { params: TokenParams }, MessageResponseSchema),
    async (request) => {
      await retireToken({
        db,
        ...managedMarketOf(request),
        tokenId: request.params.tokenId,
        now: now(),
      });
      return { message: 'Token deleted.' };
    },
  );

  // A token's ledger grows by an entry per checkout that counted it: answered a page at a time, newest first.
  app.get(
    `${base}/ledger`,
    routeOptions(
      routeAuth.staff('STAFF', 'OFF_SEASON'),
      { params: TokenParams, querystring: LedgerQuery },
      LedgerPage,
    ),
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const { id: marketId, tokenId } = request.params;
      return tokenLedger({ db, managerId, marketId, tokenId, page: request.query });
    },
  );

  app.post(
    `${base}/ledger`,
    {
      config: routeAuth.staff('CO_MANAGER', 'OFF_SEASON'),
      schema: {
        params: TokenParams,
        body: TokenLedgerInputSchema,
        response: { 201: LedgerEntryResultSchema },
      },
    },
    async (request, reply) => {
      const count = await addTokenEntry({
        db,
        actor: managerActor(request.authUser),
        marketId: request.params.id,
        tokenId: request.params.tokenId,
        input: request.body,
        now: now(),
      });
      return reply.code(201).send({ message: 'Token count updated.', count });
    },
  );
};
