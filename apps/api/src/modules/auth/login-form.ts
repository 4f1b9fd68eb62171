import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors';
import { requireCleanFields } from '../../plugins/clean-text';

// docs/product.md §7: the login body is a multipart form (username, password, grant_type); JSON is accepted too.
export async function readLoginForm(request: FastifyRequest): Promise<Record<string, string>> {
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { files: 0, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    requireCleanFields(fields);
    return fields;
  }
  const body = request.body;
  if (body && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  }
  throw badRequest('Send the sign-in form as multipart/form-data.');
}
