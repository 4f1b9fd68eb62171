import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-errors';
import type { Mailer, MailMessage } from './mail';
import { routeAuth } from './route-auth';

// Browser tests only (TEST_CLOCK=true, which the config refuses in production): the last mails as their
// recipient would read them, link tokens included. The outbox table withholds those tokens (decision 002),
// so a browser test following an invitation link has no other way to the link.
const KEEP = 100;

export function createTestMailbox(mailer: Mailer) {
  const kept: Pick<MailMessage, 'to' | 'subject' | 'text'>[] = [];
  const wrapped: Mailer = {
    kind: mailer.kind,
    send: async (message) => {
      await mailer.send(message);
      kept.push({ to: message.to, subject: message.subject, text: message.text });
      if (kept.length > KEEP) kept.shift();
    },
  };
  const lastTo = (to: string) => kept.findLast((message) => message.to.toLowerCase() === to.toLowerCase());
  return { mailer: wrapped, lastTo };
}

const MailQuery = z.object({ to: z.string().min(1) });
const MailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string() });

export const testMailboxPlugin = fp(
  async (app: FastifyInstance, { mailbox }: { mailbox: ReturnType<typeof createTestMailbox> }) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/test/clock/mail',
        { config: routeAuth.public, schema: { querystring: MailQuery, response: { 200: MailSchema } } },
        async (request) => {
          const mail = mailbox.lastTo(request.query.to);
          if (!mail) throw notFound();
          return mail;
        },
      );
  },
  { name: 'test-mailbox' },
);
