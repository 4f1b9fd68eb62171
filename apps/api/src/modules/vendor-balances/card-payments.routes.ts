import { CARD_PAYMENT_MESSAGES, CardPaymentSessionSchema } from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { vendorActor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../lib/route-options';
import { uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { createStripeClient } from '../billing';
import { bookCardPayment, cardPaymentsEnabled, openCardPayment } from './card-payments.service';

// Vendors' card payments (docs/decisions/035-vendor-card-payments.md): the vendor opens a Stripe Checkout Session
// for what they owe a market; Stripe's webhook books the payment once it is paid.

const VendorMarketParams = z.object({ market_id: uuidParam('Market') });
const WebhookAnswerSchema = z.object({ received: z.literal(true) });

export const cardPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, now } = app.ctx;
  const stripe = cardPaymentsEnabled(config) ? createStripeClient(config) : null;

  app.post(
    '/vendors/self/markets/:market_id/card-payment',
    routeOptions(routeAuth.vendor, { params: VendorMarketParams }, CardPaymentSessionSchema),
    async (request) => {
      const url = await openCardPayment({
        db,
        stripe,
        appUrl: config.appUrl,
        vendorId: vendorActor(request.authUser).vendorId,
        marketId: request.params.market_id,
        now: now(),
      });
      return { url };
    },
  );

  await app.register(stripeWebhook(stripe));
};

// Stripe signs the body exactly as sent, so this route alone reads JSON as text and parses it after the check.
const stripeWebhook =
  (stripe: Stripe | null): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, now } = app.ctx;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/webhooks/stripe',
      { config: routeAuth.public, schema: { response: { 200: WebhookAnswerSchema } } },
      async (request) => {
        const secret = config.STRIPE_WEBHOOK_SECRET;
        if (!stripe || !secret) throw notFound(CARD_PAYMENT_MESSAGES.unavailable);
        const signature = request.headers['stripe-signature'];
        if (typeof request.body !== 'string' || typeof signature !== 'string') {
          throw badRequest(CARD_PAYMENT_MESSAGES.badSignature);
        }
        let event: Stripe.Event;
        try {
          event = await stripe.webhooks.constructEventAsync(request.body, signature, secret);
        } catch {
          throw badRequest(CARD_PAYMENT_MESSAGES.badSignature);
        }
        const outcome = await bookCardPayment({ db, event, now: now() });
        request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true as const };
      },
    );
  };
