import { ledgerDelta, TokenLedgerInputSchema } from '@marketday/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { markets, tokens } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { appendLedgerEntry, InsufficientTokensError, listLedger } from './ledger.repository';

const TokenParams = z.object({ id: z.uuid('Market ID must be a valid UUID'), tokenId: z.uuid() });
const access = routeAuth.manager('OFF_SEASON');

async function findToken(db: Database, managerId: string, marketId: string, tokenId: string) {
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .innerJoin(markets, eq(markets.id, tokens.marketId))
    .where(
      and(
        eq(tokens.id, tokenId),
        eq(tokens.marketId, marketId),
        eq(markets.managerId, managerId),
        isNull(tokens.deletedAt),
      ),
    );
  if (!row) throw notFound('Token not found.');
}

export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const base = '/market-managers/markets/:id/tokens/:tokenId';

  // Retired, not erased: checkouts and reports that counted it keep their meaning.
  app.delete(base, { config: access, schema: { params: TokenParams } }, async (request) => {
    const { managerId } = managerActor(request.authUser);
    await findToken(db, managerId, request.params.id, request.params.tokenId);
    await db.update(tokens).set({ deletedAt: new Date() }).where(eq(tokens.id, request.params.tokenId));
    return { message: 'Token deleted.' };
  });

  app.get(`${base}/ledger`, { config: access, schema: { params: TokenParams } }, async (request) => {
    const { managerId } = managerActor(request.authUser);
    await findToken(db, managerId, request.params.id, request.params.tokenId);
    return listLedger({ db, tokenId: request.params.tokenId });
  });

  app.post(
    `${base}/ledger`,
    { config: access, schema: { params: TokenParams, body: TokenLedgerInputSchema } },
    async (request, reply) => {
      const actor = managerActor(request.authUser);
      await findToken(db, actor.managerId, request.params.id, request.params.tokenId);
      try {
        const entry = await db.transaction((tx) =>
          appendLedgerEntry(tx as unknown as Database, {
            tokenId: request.params.tokenId,
            marketId: request.params.id,
            delta: ledgerDelta(request.body),
            type: request.body.type,
            marketDate: request.body.market_date ?? null,
            note: request.body.note ?? null,
            createdBy: actor.userId,
            refuseNegative: true,
          }),
        );
        return reply.code(201).send({ message: 'Token count updated.', count: entry.balance });
      } catch (error) {
        if (error instanceof InsufficientTokensError) throw badRequest(error.message);
        throw error;
      }
    },
  );
};
