import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@marketday/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { requireCleanFields } from '../../plugins/clean-text';
import type { FileStorage } from '../../plugins/storage';
import { CONTENT_TYPES, extensionKind, sniffFileKind } from './file-type';

export type StoredFile = { key: string; size: number; contentType: string; fileName: string };

// Reads the first bytes for the type check, then hands on a stream that still starts at byte 0
// and counts what passes through it (a 'data' listener would start the flow before storage reads it).
async function peek(source: AsyncIterable<Buffer>, bytes: number) {
  const counted = { size: 0 };
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    counted.size += head.length;
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      counted.size += next.value.length;
      yield next.value;
    }
  }
  return { head, stream: Readable.from(rest()), counted };
}

// A refusal about the file itself, on the form's file field.
const fileError = (status: 400 | 413, message: string) =>
  new HttpError(status, message, { errors: [{ path: 'file', message }] });

const INVALID_DETAILS = 'Invalid document details';

// The `params` field (JSON) read with the route's schema: each problem on the field it names, as the route
// schemas' own errors are (plugins/error-handler.ts), so the form shows it beside that field.
export function readDetails<S extends z.ZodType>(schema: S, raw: string | null): z.output<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    throw badRequest(INVALID_DETAILS, { errors: [{ path: 'params', message: INVALID_DETAILS }] });
  }
  requireCleanFields({ params: parsed });
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.join('.') || 'params',
    message: issue.message || INVALID_DETAILS,
  }));
  throw badRequest(errors[0]?.message ?? INVALID_DETAILS, { errors });
}

function displayName(name: string) {
  return name.replace(/[^\w.\- ]+/g, '_').slice(-120) || 'document';
}

// Streams the upload to storage: at most 5 MB ever passes (a larger body is cut off, not buffered). The details
// (`params`) come first from the web app, so they are checked with `details` before a byte of the file is stored;
// a client that sends the file first still has its details checked, after, and the file removed if they fail.
export async function receiveUpload<S extends z.ZodType>({
  request,
  storage,
  details,
}: {
  request: FastifyRequest;
  storage: FileStorage;
  details: S;
}): Promise<{ details: z.output<S>; file: StoredFile }> {
  if (!request.isMultipart()) throw fileError(400, DOCUMENT_MESSAGES.missing);
  let params: string | null = null;
  let checked: { value: z.output<S> } | null = null;
  let file: StoredFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 20_000 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'params' && typeof part.value === 'string') {
          params = part.value;
          if (!file) checked = { value: readDetails(details, params) };
        }
        continue;
      }
      const claimed = extensionKind(part.filename);
      const { head, stream, counted } = await peek(part.file, 12);
      const kind = sniffFileKind(head);
      if (!claimed || !kind || claimed !== kind) {
        part.file.resume();
        throw fileError(400, DOCUMENT_MESSAGES.badType);
      }
      const key = `${randomUUID()}.${kind}`;
      try {
        await storage.put(key, stream);
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      if (part.file.truncated) {
        await storage.remove(key);
        throw fileError(413, DOCUMENT_MESSAGES.tooLarge);
      }
      file = {
        key,
        size: counted.size,
        contentType: CONTENT_TYPES[kind],
        fileName: displayName(part.filename),
      };
    }
    if (!file) throw fileError(400, DOCUMENT_MESSAGES.missing);
    checked ??= { value: readDetails(details, params) };
  } catch (error) {
    if (file) await storage.remove(file.key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileError(413, DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  return { details: checked.value, file };
}
