import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { managers } from './managers';

// Mail written here when no SMTP server is configured, so nothing is lost (docs/decisions/001-stack-and-tooling.md).
export const outbox = pgTable('outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

// Small process-independent settings, such as the generated signing key.
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// When each scheduled job last ran, shared by every API process: a job runs once per interval across all of them
// (lib/jobs/run-once.ts). A row is written as a run completes, so a run cut off by a crash is run again. `runs`
// counts them, for the tests and the scale-out figures.
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(1),
});

// Mail a manager sent through the platform in the last day (receipts, messages, broadcasts, statements), counted in
// the database so the budget holds across API processes (modules/notifications/mail-limit.ts). One row a send, `mails`
// its recipients. Rows older than the window are pruned.
export const managerMailSends = pgTable(
  'manager_mail_sends',
  {
    id: id(),
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    mails: integer('mails').notNull().default(1),
  },
  (t) => [index('manager_mail_sends_manager_idx').on(t.managerId, t.sentAt)],
);
