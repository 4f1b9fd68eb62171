import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { createStorage } from './create-storage';
import { type FileStorage, localStorage } from './storage';
import { s3Storage } from './storage-s3';

let s3: S3TestServer;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage(s3.options);
});
afterAll(async () => {
  await s3.close();
});
beforeEach(async () => {
  await s3.empty();
});

const KEY = '0b7f6a52-3f0e-4b8e-9a57-0c1d2e3f4a5b.pdf';
const OTHER = '1c8a7b63-4a1f-4c9f-8b68-1d2e3f4a5b6c.png';

// Distinct bytes at every offset, so a part stored twice, dropped or out of order shows.
function pattern(bytes: number) {
  const body = Buffer.alloc(bytes);
  for (let i = 0; i + 4 <= bytes; i += 4) body.writeUInt32BE(i / 4, i);
  return body;
}

// The body in chunks of 64 KB, as an upload arrives; `failAfter` bytes in, it fails instead of going on.
function chunked(body: Buffer, failAfter?: number) {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < body.length; at += 64 * 1024) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('client went away');
        yield body.subarray(at, at + 64 * 1024);
      }
    })(),
  );
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage driver', () => {
  it('stores, reads back, lists and removes a file', async () => {
    await storage.put(KEY, chunked(Buffer.from('%PDF-1.7 the permit')));
    expect(await text(storage.read(KEY))).toBe('%PDF-1.7 the permit');
    const listed = await storage.list();
    expect(listed.map((o) => o.key)).toEqual([KEY]);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);
    expect(Math.abs((listed[0]?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60 * 60 * 1000);
    await storage.remove(KEY);
    expect(await s3.keys()).toEqual([]);
    expect(await storage.list()).toEqual([]);
  });

  it('streams a body larger than one part up in parts and reads it back byte for byte', async () => {
    const body = pattern(6 * 1024 * 1024 + 3);
    await storage.put(KEY, chunked(body));
    expect((await readAll(storage.read(KEY))).equals(body)).toBe(true);
  });

  it('leaves no object behind when the body fails part-way, and reports the body’s failure', async () => {
    // Past the first 5 MB part, so a multipart upload has begun when the body fails.
    await expect(storage.put(KEY, chunked(pattern(8 * 1024 * 1024), 6 * 1024 * 1024))).rejects.toThrow(
      'client went away',
    );
    // Before any part too.
    await expect(storage.put(OTHER, chunked(pattern(1024 * 1024), 512 * 1024))).rejects.toThrow(
      'client went away',
    );
    expect(await s3.keys()).toEqual([]);
  });

  it('fails a missing file the way the local folder does', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'marketday-files-'));
    try {
      const local = await readAll(localStorage(folder).read(KEY)).catch(
        (error: NodeJS.ErrnoException) => error,
      );
      const remote = await readAll(storage.read(KEY)).catch((error: NodeJS.ErrnoException) => error);
      expect(local).toBeInstanceOf(Error);
      expect(remote).toBeInstanceOf(Error);
      expect((remote as NodeJS.ErrnoException).code).toBe((local as NodeJS.ErrnoException).code);
      expect((remote as NodeJS.ErrnoException).code).toBe('ENOENT');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('removes a key that is not there without complaint', async () => {
    await expect(storage.remove(KEY)).resolves.toBeUndefined();
  });

  it('refuses keys the server would not generate and lists only its own kind of key', async () => {
    expect(() => storage.read('../secret.pdf')).toThrow('Refusing storage key');
    await expect(storage.put('notes.txt', chunked(Buffer.from('x')))).rejects.toThrow('Refusing storage key');
    await expect(storage.remove('a/b.pdf')).rejects.toThrow('Refusing storage key');
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'backups/notes.txt', Body: 'x' }));
    await storage.put(KEY, chunked(Buffer.from('%PDF-')));
    expect((await storage.list()).map((o) => o.key)).toEqual([KEY]);
  });

  // s3rver 3.7.1 cannot page (its continuation tokens use DES, which Node 20's OpenSSL 3 refuses), so the
  // listing requests get answered here, two keys a page, the way S3 pages its 1,000s.
  it('lists past one page of results', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `${String(i).padStart(8, '0')}-key.pdf`);
    const send = S3Client.prototype.send;
    const asked: (string | undefined)[] = [];
    const spy = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async function (
      this: S3Client,
      command: unknown,
    ) {
      if (!(command instanceof ListObjectsV2Command)) return Reflect.apply(send, this, [command]);
      const token = command.input.ContinuationToken;
      asked.push(token);
      const start = Number(token ?? 0);
      const next = start + 2 < keys.length ? String(start + 2) : undefined;
      return {
        Contents: keys.slice(start, start + 2).map((Key) => ({ Key, LastModified: new Date() })),
        IsTruncated: next !== undefined,
        NextContinuationToken: next,
        $metadata: {},
      };
    });
    try {
      expect((await storage.list()).map((o) => o.key)).toEqual(keys);
      expect(asked).toEqual([undefined, '2', '4']);
    } finally {
      spy.mockRestore();
    }
  });

  it('is chosen by STORAGE_DRIVER=s3 and otherwise is the local folder', async () => {
    const chosen = await createStorage({
      DATA_DIR: '/nonexistent',
      S3_ENDPOINT: s3.env.S3_ENDPOINT,
      S3_BUCKET: s3.env.S3_BUCKET,
      S3_REGION: s3.env.S3_REGION,
      S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: s3.env.S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: true,
      STORAGE_DRIVER: 's3',
    });
    await chosen.put(KEY, chunked(Buffer.from('%PDF-chosen')));
    expect(await s3.keys()).toEqual([KEY]);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'marketday-files-'));
    try {
      const local = await createStorage({
        DATA_DIR: folder,
        STORAGE_DRIVER: 'local',
      });
      await local.put(OTHER, chunked(Buffer.from('png')));
      expect((await local.list()).map((o) => o.key)).toEqual([OTHER]);
      expect(await s3.keys()).toEqual([KEY]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
