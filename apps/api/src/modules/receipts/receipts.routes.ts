import {
  CHECKOUT_MESSAGES,
  ContactMessageSchema,
  EmailReceiptSchema,
  ReceiptTestQuerySchema,
  type Transaction,
} from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { managers } from '../../db/schema';
import { managerActor } from '../../lib/actor';
import { notFound } from '../../lib/http-errors';
import { routeAuth } from '../../plugins/route-auth';
import { getTransaction } from '../transactions/transactions.repository';
import { createMailLimiter } from './mail-limit';
import { contactRecipient, receiptRecipient, sendAsManager } from './manager-mail.service';
import { receiptLayout } from './receipt-layout';
import { receiptLines, renderReceiptPdf } from './receipt-pdf';

const ReceiptQuery = z.object({ transaction_id: z.uuid('Transaction ID must be a valid UUID') });
const read = routeAuth.manager('OFF_SEASON');

const SAMPLE: Transaction = {
  id: '00000000-0000-4000-8000-000000000000',
  market_id: '',
  market_name: 'Sample Farmers Market',
  market_vendor_id: '',
  vendor_id: '',
  vendor_name: 'Sample Farm Stand',
  vendor_type: 'PRODUCER',
  market_date: '2026-06-06',
  reported_gross: 500,
  market_fee: 30,
  gov_fee: 0.5,
  token_total: 25,
  money_owed: 5.5,
  market_fee_calculation: '6% of $500.00 = $30.00',
  tokens: [
    { token_id: 'a', name: 'Market Bucks', count: 15, per_dollar_value: 1 },
    { token_id: 'b', name: 'CalFresh', count: 2, per_dollar_value: 5 },
  ],
  custom_fields: {},
  receipt_email: null,
  created_at: '',
  updated_at: '',
};

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const limiter = createMailLimiter({ now: app.ctx.now });

  async function settingsOf(managerId: string) {
    const [row] = await db
      .select({ settings: managers.settings })
      .from(managers)
      .where(eq(managers.id, managerId));
    if (!row) throw notFound();
    return row.settings;
  }

  async function receiptPdf(managerId: string, transaction: Transaction) {
    return renderReceiptPdf({
      lines: receiptLines(transaction),
      layout: receiptLayout(await settingsOf(managerId)),
    });
  }

  async function receiptFor(managerId: string, transactionId: string) {
    const transaction = await getTransaction({ db, managerId, id: transactionId });
    if (!transaction) throw notFound();
    return { transaction, pdf: await receiptPdf(managerId, transaction) };
  }

  app.get(
    '/market-managers/transactions/receipt',
    { config: read, schema: { querystring: ReceiptQuery } },
    async (request, reply) => {
      const { pdf } = await receiptFor(
        managerActor(request.authUser).managerId,
        request.query.transaction_id,
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="receipt-${request.query.transaction_id.slice(0, 8)}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    '/market-managers/transactions/receipt/test',
    // A test print belongs to the account page, which a lapsed manager still reaches.
    { config: routeAuth.manager('ACCOUNT_ONLY'), schema: { querystring: ReceiptTestQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const layout = receiptLayout({
        print_scale: q.print_scale,
        print_settings: { width: q.width ?? null, height: q.height ?? null, font_size: q.font_size ?? null },
      });
      return reply
        .type('application/pdf')
        .send(await renderReceiptPdf({ lines: receiptLines(SAMPLE), layout }));
    },
  );

  app.post('/email/transactions', { config: read, schema: { body: EmailReceiptSchema } }, async (request) => {
    const { managerId } = managerActor(request.authUser);
    const transaction = await getTransaction({ db, managerId, id: request.body.transaction_id });
    if (!transaction) throw notFound();
    const to = await receiptRecipient({ db, vendorId: transaction.vendor_id, requested: request.body.email });
    await sendAsManager({
      db,
      mailer: app.mailer,
      limiter,
      managerId,
      message: async () => ({
        to,
        subject: `Your receipt from ${transaction.market_name}`,
        text: `Hello ${transaction.vendor_name},\n\nYour checkout receipt for ${transaction.market_name} is attached.\n\n— Marketday`,
        attachments: [
          {
            filename: `receipt-${transaction.id.slice(0, 8)}.pdf`,
            content: await receiptPdf(managerId, transaction),
            contentType: 'application/pdf',
          },
        ],
      }),
    });
    return { message: CHECKOUT_MESSAGES.receiptSent };
  });

  app.post('/email/contact', { config: read, schema: { body: ContactMessageSchema } }, async (request) => {
    const { managerId } = managerActor(request.authUser);
    const to = await contactRecipient({ db, managerId, vendorId: request.body.vendor_id });
    await sendAsManager({
      db,
      mailer: app.mailer,
      limiter,
      managerId,
      // The footer names the writer, so a recipient knows the message is not from the platform.
      message: ({ name }) => ({
        to,
        subject: request.body.subject,
        text: `${request.body.message}\n\n—\nSent by ${name} through Marketday. Reply to this e-mail to answer them.`,
      }),
    });
    return { message: CHECKOUT_MESSAGES.messageSent };
  });
};
