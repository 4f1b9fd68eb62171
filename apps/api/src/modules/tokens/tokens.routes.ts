import { ledgerDelta, TokenLedgerInputSchema } from '@marketday/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { markets, tokens } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { recordAudit } from '../audit/audit.repository';
import { appendLedgerEntry, listLedger } from './ledger.repository';

const TokenParams = z.object({ id: z.uuid('Market ID must be a valid UUID'), tokenId: z.uuid() });
const access = routeAuth.manager('OFF_SEASON');

async function findToken(db: Database, managerId: string, marketId: string, tokenId: string) {
  const [row] = await db
    .select({ id: tokens.id, name: tokens.name })
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
  return row;
}

// Hand-entered entries are money changes: the count before and after goes to the audit trail.
function auditTokenEntry(
  tx: Database,
  {
    actor,
    token,
    entry,
  }: {
    actor: { managerId: string; userId: string };
    token: { id: string; name: string };
    entry: Awaited<ReturnType<typeof appendLedgerEntry>>;
  },
) {
  const base = { token_id: token.id, token_name: token.name };
  return recordAudit(tx, {
    managerId: actor.managerId,
    actorUserId: actor.userId,
    entity: 'token_entry',
    entityId: entry.id,
    action: 'create',
    before: { ...base, count: entry.balance - entry.delta },
    after: {
      ...base,
      count: entry.balance,
      type: entry.type,
      delta: entry.delta,
      market_date: entry.marketDate,
      note: entry.note,
    },
  });
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
      const token = await findToken(db, actor.managerId, request.params.id, request.params.tokenId);
      const entry = await db.transaction(async (tx) => {
        const written = await appendLedgerEntry(tx as unknown as Database, {
          tokenId: token.id,
          marketId: request.params.id,
          delta: ledgerDelta(request.body),
          type: request.body.type,
          marketDate: request.body.market_date ?? null,
          note: request.body.note ?? null,
          createdBy: actor.userId,
        });
        await auditTokenEntry(tx as unknown as Database, { actor, token, entry: written });
        return written;
      });
      return reply.code(201).send({ message: 'Token count updated.', count: entry.balance });
    },
  );
};
