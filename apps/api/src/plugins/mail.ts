import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  // Values (such as a reset token) sent by SMTP but replaced in the outbox table, so a database reader cannot use them.
  secrets?: string[];
  // Where answers go, e.g. the manager who wrote a message; the sender is always the platform.
  replyTo?: string;
};
export type Mailer = { send: (message: MailMessage) => Promise<void>; kind: 'smtp' | 'outbox' };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// SMTP when configured; otherwise the outbox table keeps every message for a developer to read.
export function createMailer({
  db,
  smtpUrl,
  from,
}: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
}) {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      send: async ({ secrets: _secrets, ...message }: MailMessage) => {
        await transport.sendMail({ ...message, from });
      },
    } satisfies Mailer;
  }
  return {
    kind: 'outbox',
    send: async (message: MailMessage) => {
      const withhold = (body: string) =>
        (message.secrets ?? []).reduce((kept, secret) => kept.replaceAll(secret, '[withheld]'), body);
      await db.insert(outbox).values({
        to: message.to,
        subject: message.subject,
        text: withhold(message.text),
        html: message.html === undefined ? null : withhold(message.html),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      });
    },
  } satisfies Mailer;
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: { mailer: Mailer }) => {
    app.decorate('mailer', options.mailer);
  },
  { name: 'mail' },
);
