import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateEnglish } from './translate';

// A refusal written inside an API module (`badRequest('…')`, `notFound('…')`…) reaches its reader through the
// error handler, which says it in their language only if a shared catalogue holds it. Left out: what only an API
// client meets (a header's rule, the sign-in form's encoding, OAuth's grant type).
const FOR_API_CLIENTS = new Set([
  'Idempotency-Key must be 8 to 200 characters.',
  'Send the sign-in form as multipart/form-data.',
  'grant_type must be "password".',
]);

const SOURCE = path.resolve(import.meta.dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });

describe('the refusals written in the API’s modules', () => {
  it('are each in a shared catalogue, so the error handler says them in the reader’s language', () => {
    const unsaid = new Set<string>();
    for (const file of filesUnder(SOURCE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, message = ''] of text.matchAll(
        /\b(?:badRequest|notFound|conflict|forbidden|unprocessable|gone|tooMany\w*)\('([^']+)'/g,
      )) {
        if (!FOR_API_CLIENTS.has(message) && translateEnglish(message, 'es') === message)
          unsaid.add(`${path.relative(SOURCE, file)}: ${message}`);
      }
    }
    expect([...unsaid]).toEqual([]);
  });
});
