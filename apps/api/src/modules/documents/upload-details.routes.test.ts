import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { type FileStorage, localStorage } from '../../plugins/storage';

// An upload's details (`params`) are read with the route's schema (DocumentParamsSchema): sent before the file, as
// the web app does, a refusal stores nothing; every refusal names its field, so the form shows it there.
let t: TestApp;
let dir: string;
let puts: string[];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'upload-details-'));
  const files = localStorage(dir);
  puts = [];
  const storage: FileStorage = {
    ...files,
    put: (key, body) => {
      puts.push(key);
      return files.put(key, body);
    },
  };
  t = await buildTestApp({ storage });
});

afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function send(body: ReturnType<typeof uploadBody>) {
  const { headers } = await signedInVendor(t);
  return postDocument(t, headers, body);
}

const file = { name: 'permit.pdf', content: FILES.pdf };

describe('upload details', () => {
  it.each([
    ['a date that is not one', { type: 'Insurance', expr: '2031-02-30' }, 'expr', 'Invalid date format'],
    [
      'year 0000',
      { type: 'Insurance', expr: '0000-01-01' },
      'expr',
      'Date must be between 01/01/1900 and 12/31/2100',
    ],
    ['no type', { expr: '2031-01-01' }, 'type', 'Choose a document type'],
    ['details that are not JSON', '{"type":', 'params', 'Invalid document details'],
    [
      'a NUL byte',
      { type: 'Insurance', meta: { policy_number: 'A\u0000B' } },
      'params.meta.policy_number',
      null,
    ],
  ])('refuses %s on its field before a byte of the file is stored', async (_, params, field, message) => {
    const response = await send(uploadBody({ params, file }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors?.[0]?.path).toBe(field);
    if (message) expect(body).toMatchObject({ detail: message, errors: [{ path: field, message }] });
    expect(puts).toEqual([]);
  });

  it('checks details sent after the file too, and leaves no file behind', async () => {
    const response = await send(
      uploadBody({ params: { type: 'Insurance', expr: '2031-02-30' }, file, fileFirst: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'expr', message: 'Invalid date format' }] });
    expect(puts).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('accepts the details on either side of the file', async () => {
    const params = { type: 'Insurance', meta: {}, expr: '2031-01-01' };
    expect((await send(uploadBody({ params, file }))).statusCode).toBe(201);
    expect((await send(uploadBody({ params, file, fileFirst: true }))).statusCode).toBe(201);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('puts a refusal of the file itself on the file field', async () => {
    const wrong = await send(
      uploadBody({ params: { type: 'Insurance' }, file: { name: 'permit.pdf', content: FILES.exe } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'file' }] });
    const none = await send(uploadBody({ params: { type: 'Insurance' } }));
    expect(none.json()).toMatchObject({ detail: 'Please upload a file', errors: [{ path: 'file' }] });
    expect(readdirSync(dir)).toEqual([]);
  });
});
