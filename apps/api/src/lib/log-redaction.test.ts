import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { isSecretParam, REDACTED, redactUrl, serializeError, serializeRequest } from './log-redaction';

describe('redactUrl', () => {
  it("replaces a signed link's signature and keeps the rest of the URL", () => {
    expect(redactUrl('/documents/files/abc?expires=1767225600000&sig=Zm9vYmFy-_x')).toBe(
      `/documents/files/abc?expires=1767225600000&sig=${REDACTED}`,
    );
  });

  it('replaces tokens, codes, signatures and any parameter named like a secret', () => {
    const url =
      '/x?token=t1&code=c1&signature=s1&access_token=a1&clientSecret=k1&api-key=p1&X-Amz-Signature=z1&page=2';
    const redacted = redactUrl(url);
    for (const secret of ['t1', 'c1', 's1', 'a1', 'k1', 'p1', 'z1'])
      expect(redacted).not.toContain(`=${secret}`);
    expect(redacted).toContain('page=2');
  });

  it("hides the secret of a vendor's calendar feed, which is a path and not a parameter", () => {
    expect(redactUrl('GET /calendar/Qm9vdGgtc2VjcmV0LTMyLWJ5dGVz_x-1.ics?x=1')).toBe(
      `GET /calendar/${REDACTED}.ics?x=1`,
    );
    expect(redactUrl('/m/riverside/calendar.ics')).toBe('/m/riverside/calendar.ics');
  });

  it('hides the token of a sales report link, in the page and in the API path', () => {
    expect(redactUrl('GET /sales-report-links/Qm9vdGgtc2VjcmV0LTMy_x-1?x=1')).toBe(
      `GET /sales-report-links/${REDACTED}?x=1`,
    );
    expect(redactUrl('/report/Qm9vdGgtc2VjcmV0LTMy_x-1')).toBe(`/report/${REDACTED}`);
    expect(redactUrl('/reports/sales')).toBe('/reports/sales');
  });

  it('finds the URL inside a longer message, and leaves a URL without secrets unchanged', () => {
    expect(redactUrl('Route GET:/reset-password/reset?token=abc123 not found')).toBe(
      `Route GET:/reset-password/reset?token=${REDACTED} not found`,
    );
    expect(redactUrl('/market-managers/transactions?market_id=1&start_date=2026-01-01')).toBe(
      '/market-managers/transactions?market_id=1&start_date=2026-01-01',
    );
  });

  it('tells secret parameter names from ordinary ones', () => {
    for (const name of ['sig', 'TOKEN', 'refreshToken', 'reset_token', 'client_secret', 'password', 'apiKey'])
      expect(isSecretParam(name)).toBe(true);
    for (const name of ['expires', 'market_id', 'page', 'sort_direction', 'designer'])
      expect(isSecretParam(name)).toBe(false);
  });

  it('redacts the URL the request serializer logs', () => {
    const logged = serializeRequest({ method: 'GET', url: '/documents/files/a?expires=1&sig=secret-sig' });
    expect(logged.url).toBe(`/documents/files/a?expires=1&sig=${REDACTED}`);
  });
});

describe('serializeError', () => {
  // Opens its own embedded database from the PGlite template, which only the PGlite lane prepares.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "logs a failed query's text and parameter count, never the parameters",
    async () => {
      const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
      try {
        const query = 'select $1::int as n, $2::text as email';
        const params = ['not-a-number-secret', 'private@example.com'];
        const cause = await client.query(query, params).then(
          () => null,
          (error: unknown) => error,
        );
        const logged = JSON.stringify(serializeError(new DrizzleQueryError(query, params, cause as Error)));
        expect(logged).not.toContain('not-a-number-secret');
        expect(logged).not.toContain('private@example.com');
        expect(logged).toContain('select $1::int as n');
        expect(JSON.parse(logged)).toMatchObject({ paramCount: 2, code: '22P02', query });
      } finally {
        await client.close();
      }
    },
  );

  it('keeps the message and stack of an ordinary error, with URL secrets redacted', () => {
    const logged = serializeError(new Error('could not fetch /files/x?sig=abc')) as Record<string, string>;
    expect(logged.type).toBe('Error');
    expect(logged.message).toBe(`could not fetch /files/x?sig=${REDACTED}`);
    expect(logged.stack).not.toContain('sig=abc');
  });
});
