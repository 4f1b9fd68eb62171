import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@marketday/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors';
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

function displayName(name: string) {
  return name.replace(/[^\w.\- ]+/g, '_').slice(-120) || 'document';
}

// Streams the upload to storage: at most 5 MB ever passes (a larger body is cut off, not buffered).
export async function receiveUpload({ request, storage }: { request: FastifyRequest; storage: FileStorage }) {
  if (!request.isMultipart()) throw badRequest(DOCUMENT_MESSAGES.missing);
  let params: string | null = null;
  let file: StoredFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 20_000 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'params' && typeof part.value === 'string') params = part.value;
        continue;
      }
      const claimed = extensionKind(part.filename);
      const { head, stream, counted } = await peek(part.file, 12);
      const kind = sniffFileKind(head);
      if (!claimed || !kind || claimed !== kind) {
        part.file.resume();
        throw badRequest(DOCUMENT_MESSAGES.badType);
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
        throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
      }
      file = {
        key,
        size: counted.size,
        contentType: CONTENT_TYPES[kind],
        fileName: displayName(part.filename),
      };
    }
  } catch (error) {
    if (file) await storage.remove(file.key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  return { params, file };
}
