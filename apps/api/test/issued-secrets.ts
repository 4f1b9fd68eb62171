import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

// With TEST_LOG_FILE, every password a test sends and every refresh or reset token the app hands out is written,
// one a line, to `${TEST_LOG_FILE}.secrets`; scripts/check-logs.mjs then looks for each word for word in the
// captured log, besides the shapes secrets take. Short values ('x', '') are not secrets worth looking for.
const SECRET_FIELDS = [
  'password',
  'new_password',
  'current_password',
  'confirm_password',
  'confirm',
  'refresh_token',
  'token',
];
const MIN_LENGTH = 8;

export function secretsFile(): string | null {
  const file = process.env.TEST_LOG_FILE;
  return file ? `${file}.secrets` : null;
}

export function recordSecret(value: unknown) {
  const file = secretsFile();
  if (!file || typeof value !== 'string' || value.length < MIN_LENGTH) return;
  // A placeholder the outbox row shows instead of a secret ('[withheld]') is not one.
  if (/[\r\n]/.test(value) || /^\[\w+\]$/.test(value)) return;
  // A calendar date is a fuzz value sent as a password ('2026-02-30'), never a secret the app issues; the same date
  // in another test's query string is not a leak.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  appendFileSync(file, `${value}\n`);
}

function recordFields(body: unknown) {
  if (!body || typeof body !== 'object') return;
  for (const field of SECRET_FIELDS) recordSecret((body as Record<string, unknown>)[field]);
}

// Passwords and tokens in the JSON bodies the app receives, refresh tokens and calendar feed secrets in the answers
// it gives, and the token of every link it mails (a reset link).
export function recordIssuedSecrets(app: FastifyInstance) {
  if (!secretsFile()) return;
  app.addHook('preValidation', async (request) => recordFields(request.body));
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload !== 'string') return payload;
    for (const match of payload.matchAll(/"refresh_token"\s*:\s*"([^"\\]+)"/g)) recordSecret(match[1]);
    // A vendor's private calendar feed: the secret is the feed URL's last segment.
    for (const match of payload.matchAll(/\/calendar\/([^/"\\]+)\.ics/g)) recordSecret(match[1]);
    return payload;
  });
}

export function recordMailedSecrets(text: string) {
  for (const match of text.matchAll(/[?&](?:token|sig|signature)=([^&\s"<>]+)/g))
    recordSecret(decodeURIComponent(match[1] ?? ''));
  // A sales report link: the token is the page's last segment.
  for (const match of text.matchAll(/\/report\/([\w-]+)/g)) recordSecret(match[1]);
}
