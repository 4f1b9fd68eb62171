import {
  CHECKOUT_MESSAGES,
  ContactMessageSchema,
  EmailReceiptSchema,
  FileResponseSchema,
  type Locale,
  MessageResponseSchema,
  type Receipt,
  ReceiptTestQuerySchema,
  receiptLayout,
  receiptLines,
  receiptOfTransaction,
  type TransactionRecord,
} from '@marketday/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managerActor } from '../../lib/actor';
import { orNotFound } from '../../lib/http-errors';
import { uuidParam } from '../../lib/route-params';
import { routeAuth } from '../../plugins/route-auth';
import { getManagerSettings } from '../account';
import { createMailLimiter } from '../notifications';
import { getTransaction } from '../transactions';
import {
  contactRecipient,
  contactText,
  receiptRecipient,
  sendAsManager,
  vendorLanguage,
} from './manager-mail.service';
import { receiptLanguage, receiptMailMessages } from './receipt-language';
import { receiptDisposition, renderReceiptPdf } from './receipt-pdf';

const ReceiptQuery = z.object({ transaction_id: uuidParam('Transaction') });
const read = routeAuth.manager('OFF_SEASON');
// Staff print and e-mail the receipts of their markets' checkouts: the checkout's id is in the query or the body.
const transactionStaff = (where: 'query' | 'body') =>
  routeAuth.staff('STAFF', 'OFF_SEASON', { in: where, field: 'transaction_id', record: 'transaction' });

const pdf = { 200: FileResponseSchema };
const message = { 200: MessageResponseSchema };

// The test print's made-up checkout, as the receipt that prints it (what receiptOfTransaction makes of a checkout).
const SAMPLE_RECEIPT: Receipt = {
  receiptLabel: 'Receipt 00000000',
  marketName: 'Sample Farmers Market',
  vendorName: 'Sample Farm Stand',
  vendorType: 'PRODUCER',
  marketDate: '2026-06-06',
  tokens: [
    { name: 'Market Bucks', count: 15, perDollarValueCents: 100 },
    { name: 'CalFresh', count: 2, perDollarValueCents: 500 },
  ],
  marketFeeCalculation: '6% of $500.00 = $30.00',
  reportedGrossCents: 50_000,
  marketFeeCents: 3_000,
  govFeeCents: 50,
  tokenTotalCents: 2_500,
  moneyOwedCents: 550,
};

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const limiter = createMailLimiter({ db, now: app.ctx.now });

  async function settingsOf(managerId: string) {
    return orNotFound(await getManagerSettings({ db, managerId }));
  }

  // In the vendor's language, printed or e-mailed: the receipt is theirs.
  async function receiptPdf(managerId: string, transaction: TransactionRecord, locale: Locale) {
    return renderReceiptPdf(
      {
        lines: receiptLines(receiptOfTransaction(transaction), receiptLanguage(locale)),
        layout: receiptLayout(await settingsOf(managerId)),
      },
      managerId,
    );
  }

  async function receiptFor(managerId: string, transactionId: string) {
    const transaction = orNotFound(await getTransaction({ db, managerId, id: transactionId }));
    const locale = await vendorLanguage(db, transaction.vendorId);
    return { transaction, pdf: await receiptPdf(managerId, transaction, locale) };
  }

  app.get(
    '/market-managers/transactions/receipt',
    {
      config: transactionStaff('query'),
      schema: { querystring: ReceiptQuery, response: pdf },
    },
    async (request, reply) => {
      const { pdf } = await receiptFor(
        managerActor(request.authUser).managerId,
        request.query.transaction_id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', receiptDisposition(request.query.transaction_id))
        .send(pdf);
    },
  );

  app.get(
    '/market-managers/transactions/receipt/test',
    // A test print belongs to the account page, which a lapsed manager still reaches.
    {
      config: routeAuth.manager('ACCOUNT_ONLY'),
      schema: { querystring: ReceiptTestQuerySchema, response: pdf },
    },
    async (request, reply) => {
      const q = request.query;
      const layout = receiptLayout({
        print_scale: q.print_scale,
        print_settings: { width: q.width ?? null, height: q.height ?? null, font_size: q.font_size ?? null },
      });
      const { managerId } = managerActor(request.authUser);
      const lines = receiptLines(SAMPLE_RECEIPT);
      return reply.type('application/pdf').send(await renderReceiptPdf({ lines, layout }, managerId));
    },
  );

  app.post(
    '/email/transactions',
    {
      config: transactionStaff('body'),
      schema: { body: EmailReceiptSchema, response: message },
    },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const transaction = orNotFound(
        await getTransaction({ db, managerId, id: request.body.transaction_id }),
      );
      const to = await receiptRecipient({
        db,
        vendorId: transaction.vendorId,
        requested: request.body.email,
      });
      const locale = await vendorLanguage(db, transaction.vendorId);
      const t = receiptMailMessages(locale);
      const names = { market: transaction.marketName, vendor: transaction.vendorName };
      await sendAsManager({
        db,
        mailer: app.mailer,
        limiter,
        managerId,
        message: async () => ({
          to,
          subject: t('subject', names),
          text: t('body', names),
          attachments: [
            {
              filename: t('fileName', { id: transaction.id.slice(0, 8) }),
              content: await receiptPdf(managerId, transaction, locale),
              contentType: 'application/pdf',
            },
          ],
        }),
      });
      return { message: CHECKOUT_MESSAGES.receiptSent };
    },
  );

  app.post(
    '/email/contact',
    { config: read, schema: { body: ContactMessageSchema, response: message } },
    async (request) => {
      const { managerId } = managerActor(request.authUser);
      const { to, locale } = await contactRecipient({ db, managerId, vendorId: request.body.vendor_id });
      await sendAsManager({
        db,
        mailer: app.mailer,
        limiter,
        managerId,
        message: ({ name }) => ({
          to,
          subject: request.body.subject,
          text: contactText({ message: request.body.message, name, locale }),
        }),
      });
      return { message: CHECKOUT_MESSAGES.messageSent };
    },
  );
};
