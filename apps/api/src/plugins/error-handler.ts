import { messageForStatus } from '@marketday/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Malformed part header|Multipart: |Boundary required|Missing Content-Type-header|Unsupported Content-Type)/;
const MALFORMED_MULTIPART_MESSAGE = 'The form data could not be read. Send it again.';

// Every error body carries `detail` (the message to show) and `status`.
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        }));
        return reply
          .code(400)
          .send({ detail: errors[0]?.message ?? messageForStatus(400), status: 400, errors });
      }
      if (error instanceof HttpError) {
        if (typeof error.extra.retry_after === 'number') reply.header('retry-after', error.extra.retry_after);
        return reply.code(error.status).send({ detail: error.detail, status: error.status, ...error.extra });
      }
      // A body the multipart parser cannot read (cut short, a wrong boundary) is the client's, not ours.
      if (!error.statusCode && MALFORMED_MULTIPART.test(error.message ?? '')) {
        return reply.code(400).send({ detail: MALFORMED_MULTIPART_MESSAGE, status: 400 });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ detail: messageForStatus(status), status });
      }
      return reply.code(status).send({ detail: error.message || messageForStatus(status), status });
    });
  },
  { name: 'error-handler' },
);
