import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, {
  type MailMessage as ComposedMessage,
  type SendMailOptions,
  type Transport,
} from 'nodemailer';
import type { Database } from '../db/client';
import { writeOutboxRow } from './outbox.repository';

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

// A message the outbox transport has written: its row, and the message as nodemailer composed it for SMTP.
export type OutboxDelivery = {
  outboxId: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  // The whole RFC 5322 message, headers and encoded body, as an SMTP server would have received it.
  raw: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// The secrets travel to the outbox transport in the message data, under a key nodemailer does not render.
const WITHHOLD = 'marketdayWithhold';
type OutboxMailData = SendMailOptions & { [WITHHOLD]?: string[] };

const asText = (value: unknown) => (typeof value === 'string' ? value : null);

// A nodemailer transport whose "server" is the outbox table. The message is composed in full, as SMTP would
// send it, so one that could not be sent fails here too; only the secrets are withheld from the row.
function outboxTransport(
  db: Database,
  onWritten: ((delivery: OutboxDelivery) => void) | undefined,
): Transport {
  async function write(mail: ComposedMessage) {
    const data = mail.data as OutboxMailData;
    const raw = (await mail.message.build()).toString('utf8');
    const withhold = (body: string) =>
      (data[WITHHOLD] ?? []).reduce((kept, secret) => kept.replaceAll(secret, '[withheld]'), body);
    const message = {
      to: asText(data.to) ?? '',
      subject: asText(data.subject) ?? '',
      text: asText(data.text) ?? '',
      html: asText(data.html),
    };
    const row = await writeOutboxRow(db, {
      to: message.to,
      subject: message.subject,
      text: withhold(message.text),
      html: message.html === null ? null : withhold(message.html),
      attachments: (data.attachments ?? []).map((a) => ({
        filename: asText(a.filename) ?? '',
        contentType: a.contentType ?? '',
        size: Buffer.isBuffer(a.content) ? a.content.length : 0,
      })),
    });
    if (!row) throw new Error('the outbox row was not written');
    onWritten?.({
      outboxId: row.id,
      ...message,
      from: asText(data.from) ?? '',
      replyTo: asText(data.replyTo),
      raw,
    });
    return { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), outboxId: row.id };
  }
  return {
    name: 'marketday-outbox',
    version: '1',
    send(mail, callback) {
      write(mail).then(
        (info) => callback(null, info),
        (error: Error) => callback(error, undefined as never),
      );
    },
  };
}

// SMTP when configured; otherwise the outbox table keeps every message for a developer to read. Both compose
// the message with nodemailer; they differ only in the transport.
// `onOutboxWritten` is for tests: it sees each outbox message, secrets included, after its row is written.
// The app never passes it, so nothing keeps a withheld secret in production.
export function createMailer({
  db,
  smtpUrl,
  from,
  onOutboxWritten,
}: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  onOutboxWritten?: (delivery: OutboxDelivery) => void;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      send: async ({ secrets: _secrets, ...message }: MailMessage) => {
        await transport.sendMail({ ...message, from });
      },
    };
  }
  const transport = nodemailer.createTransport(outboxTransport(db, onOutboxWritten));
  return {
    kind: 'outbox',
    send: async ({ secrets, ...message }: MailMessage) => {
      const data: OutboxMailData = { ...message, from, [WITHHOLD]: secrets ?? [] };
      await transport.sendMail(data);
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: { mailer: Mailer }) => {
    app.decorate('mailer', options.mailer);
  },
  { name: 'mail' },
);
