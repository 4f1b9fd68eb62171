import {
  MessageResponseSchema,
  RECEIPT_ANSWER_MESSAGES,
  ReceiptAnswerInputSchema,
  ReceiptAnswerResultSchema,
  ReceiptDisputesQuerySchema,
  ReceiptDisputesSchema,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor, vendorActor } from '../../lib/actor';
import { createdRouteOptions, routeOptions } from '../../lib/route-options';
import { idParams, uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { answerReceipt, openDisputes, resolveDispute } from './receipt-answers.service';

const ReceiptParams = z.object({ transaction_id: uuidParam('Transaction') });
const DisputeParams = idParams('Dispute');
// Disputes are read and settled like a checkout's history: by the manager, and by staff of the checkout's market
// (the list is filtered by the caller's markets, a dispute outside them is not found).
const disputes = (market: 'lists' | 'handler') => routeAuth.manager('OFF_SEASON', { role: 'STAFF', market });

// The vendor's answer to a checkout's receipt, and the manager's list of disputes (docs/product.md, "Receipts
// the vendor agrees to").
export const receiptAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.post(
    '/vendors/self/receipts/:transaction_id/acknowledge',
    createdRouteOptions(
      routeAuth.vendor,
      { params: ReceiptParams, body: ReceiptAnswerInputSchema },
      ReceiptAnswerResultSchema,
    ),
    async (request, reply) => {
      const { vendorId, userId } = vendorActor(request.authUser);
      const data = await answerReceipt({
        db,
        vendorId,
        userId,
        transactionId: request.params.transaction_id,
        input: request.body,
        now: now(),
      });
      const message =
        data.answer === 'agreed' ? RECEIPT_ANSWER_MESSAGES.agreed : RECEIPT_ANSWER_MESSAGES.disputed;
      return reply.code(201).send({ message, data });
    },
  );

  app.get(
    '/market-managers/receipt-disputes',
    routeOptions(disputes('lists'), { querystring: ReceiptDisputesQuerySchema }, ReceiptDisputesSchema),
    async (request) => {
      const { managerId, marketIds } = managerActor(request.authUser);
      return openDisputes({ db, managerId, marketIds, marketId: request.query.market_id });
    },
  );

  app.post(
    '/market-managers/receipt-disputes/:id/resolve',
    routeOptions(disputes('handler'), { params: DisputeParams }, MessageResponseSchema),
    async (request) => {
      const { managerId, marketIds, userId } = managerActor(request.authUser);
      await resolveDispute({ db, managerId, marketIds, userId, id: request.params.id, now: now() });
      return { message: RECEIPT_ANSWER_MESSAGES.resolved };
    },
  );
};
