import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@marketday/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { type S3TestServer, startS3Server } from '../../../test/s3-server';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';

// The documents routes with STORAGE_DRIVER=s3, against a local S3-compatible server (s3rver).
let s3: S3TestServer;
let t: TestApp;
// One app for the file (each test signs in a vendor of its own); every test starts with an empty bucket.
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
beforeEach(async () => {
  await s3.empty();
});

const DETAILS = { type: 'Insurance', meta: {}, expr: '2031-01-01' };

function upload(
  app: TestApp,
  headers: Record<string, string>,
  file: { name: string; content: Buffer },
  params = {},
) {
  const body = uploadBody({ params: { ...DETAILS, ...params }, file });
  return postDocument(app, headers, body);
}

// The signed, expiring link the API hands out for a document, followed without a token.
async function download(app: TestApp, headers: Record<string, string>, id: string) {
  const { url } = (await app.app.inject({ method: 'GET', url: `/documents/${id}`, headers })).json();
  return app.app.inject({ method: 'GET', url });
}

// Nothing may land in the local folder while the bucket is the store.
const localFiles = () =>
  existsSync(path.join(t.dataDir, 'files')) ? readdirSync(path.join(t.dataDir, 'files')) : [];

describe('documents on S3 storage', () => {
  it('stores an upload in the bucket and serves the same bytes through the signed link', async () => {
    const { headers } = await signedInVendor(t);
    const content = Buffer.concat([FILES.pdf, Buffer.alloc(64 * 1024, 7)]);
    const created = await upload(t, headers, { name: 'permit.pdf', content });
    expect(created.statusCode).toBe(201);
    expect(await s3.keys()).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);
    expect(localFiles()).toEqual([]);
    const file = await download(t, headers, created.json().data.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it('refuses a 6 MB upload with the spec’s message and leaves no object', async () => {
    const { headers } = await signedInVendor(t);
    const content = Buffer.concat([FILES.pdf, Buffer.alloc(6 * 1024 * 1024 - FILES.pdf.length, 9)]);
    const response = await upload(t, headers, { name: 'big.pdf', content });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(DOCUMENT_MESSAGES.tooLarge).toBe('File size must be less than 5MB.');
    expect(await s3.keys()).toEqual([]);
  });

  it('keeps a file of exactly 5 MB whole', async () => {
    const { headers } = await signedInVendor(t);
    const content = Buffer.concat([FILES.pdf, Buffer.alloc(MAX_DOCUMENT_BYTES - FILES.pdf.length, 5)]);
    const created = await upload(t, headers, { name: 'exact.pdf', content });
    expect(created.statusCode).toBe(201);
    const file = await download(t, headers, created.json().data.id);
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it('refuses a file whose first bytes are not its type and leaves no object', async () => {
    const { headers } = await signedInVendor(t);
    const response = await upload(t, headers, { name: 'invoice.pdf', content: FILES.exe });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(DOCUMENT_MESSAGES.badType);
    // A real JPEG named .png: a known type, but not the one claimed.
    const renamed = await upload(t, headers, { name: 'photo.png', content: FILES.jpg });
    expect(renamed.statusCode).toBe(400);
    expect(await s3.keys()).toEqual([]);
  });

  it('removes the stored object when the details sent with the file are refused', async () => {
    const { headers } = await signedInVendor(t);
    // The file is stored before the details are checked, so this one reaches the bucket and must go again.
    const response = await upload(
      t,
      headers,
      { name: 'permit.pdf', content: FILES.pdf },
      { type: 'Not-A-Type' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Choose a document type');
    expect(await s3.keys()).toEqual([]);
  });

  it('removes the object with its document', async () => {
    const { headers } = await signedInVendor(t);
    const created = await upload(t, headers, { name: 'permit.pdf', content: FILES.pdf });
    expect(await s3.keys()).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/documents/${created.json().data.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });
});

describe('a stored file gone missing', () => {
  // The same request against the local folder, for comparison.
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp();
  });
  afterAll(async () => {
    await local?.close();
  });

  it('is answered as it is with the local folder', async () => {
    const remote = await signedInVendor(t);
    const created = await upload(t, remote.headers, { name: 'permit.pdf', content: FILES.pdf });
    const [key] = await s3.keys();
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    const fromS3 = await download(t, remote.headers, created.json().data.id);

    const vendor = await signedInVendor(local);
    const made = await upload(local, vendor.headers, { name: 'permit.pdf', content: FILES.pdf });
    const folder = path.join(local.dataDir, 'files');
    for (const name of readdirSync(folder)) rmSync(path.join(folder, name));
    const fromFolder = await download(local, vendor.headers, made.json().data.id);
    expect(fromFolder.statusCode).toBe(500);
    expect({ status: fromS3.statusCode, body: fromS3.json() }).toEqual({
      status: fromFolder.statusCode,
      body: fromFolder.json(),
    });
  });
});
