import { type Locale, messageForStatus } from '@marketday/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { requestLocale, translateEnglish } from '../lib/i18n/translate';
import { accountLanguage } from './account-language.repository';

const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: |Boundary required|Missing Content-Type-header|Unsupported Content-Type)/;
const MALFORMED_MULTIPART_MESSAGE = 'The form data could not be read. Send it again.';

type ErrorBody = { detail: string; status: number; errors?: unknown; [extra: string]: unknown };

/**
 * The language an error is answered in (issue 33): the signed-in account's choice, else what the request's
 * `Accept-Language` asks for, else English. Read only when an answer is an error, so no other request pays for it;
 * a lookup that fails leaves the header to decide.
 */
export async function errorLocale(db: () => Database, request: FastifyRequest): Promise<Locale> {
  const userId = request.authUser?.id;
  if (!userId) return requestLocale(request);
  try {
    return (await accountLanguage(db(), userId)) ?? requestLocale(request);
  } catch {
    return requestLocale(request);
  }
}

// Every error body carries `detail` (the message to show) and `status`, in the reader's language: the messages
// are made in English and said again at this edge (docs/i18n.md).
export function inLanguage(body: ErrorBody, locale: Locale): ErrorBody {
  if (locale === 'en') return body;
  const errors = Array.isArray(body.errors)
    ? body.errors.map((entry: { path?: unknown; message?: unknown }) =>
        typeof entry?.message === 'string'
          ? { ...entry, message: translateEnglish(entry.message, locale) }
          : entry,
      )
    : body.errors;
  return {
    ...body,
    detail: translateEnglish(body.detail, locale),
    ...(errors === undefined ? {} : { errors }),
  };
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const locale = await errorLocale(() => app.ctx.db, request);
      const send = (status: number, body: ErrorBody) => reply.code(status).send(inLanguage(body, locale));
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return send(400, { detail: errors[0]?.message ?? messageForStatus(400), status: 400, errors });
      }
      if (error instanceof HttpError) {
        if (typeof error.extra.retry_after === 'number') reply.header('retry-after', error.extra.retry_after);
        return send(error.status, { ...error.extra, detail: error.detail, status: error.status });
      }
      // A body the multipart parser cannot read (cut short, a wrong boundary) is the client's, not ours.
      if (!error.statusCode && MALFORMED_MULTIPART.test(error.message ?? '')) {
        return send(400, { detail: MALFORMED_MULTIPART_MESSAGE, status: 400 });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return send(status, { detail: messageForStatus(status), status });
      }
      return send(status, { detail: error.message || messageForStatus(status), status });
    });
  },
  { name: 'error-handler' },
);
