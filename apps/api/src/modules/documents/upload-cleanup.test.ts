import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import { localStorage } from '../../plugins/storage';
import { sweepOrphanFiles } from './sweep-orphan-files';

const t = useTestApp();

const filesDir = () => path.join(t.dataDir, 'files');
const storedFiles = () => {
  try {
    return readdirSync(filesDir()).sort();
  } catch {
    return [];
  }
};

function upload(headers: Record<string, string>, params: object) {
  const body = uploadBody({ params, file: { name: 'permit.pdf', content: FILES.pdf } });
  return postDocument(t, headers, body);
}

describe('upload clean-up', () => {
  it('removes the stored file when the database refuses the document row', async () => {
    const { headers } = await signedInVendor(t);
    // Any failure of the insert will do; a trigger makes one without depending on a particular bad input.
    await t.db.execute(sql`create function refuse_document() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_document before insert on documents
      for each row execute function refuse_document()`);
    const response = await upload(headers, { type: 'Insurance', meta: {}, expr: '2031-01-01' });
    expect(response.statusCode).toBe(500);
    expect(storedFiles()).toEqual([]);
  });

  it('removes the stored file when the details sent with it are invalid', async () => {
    const { headers } = await signedInVendor(t);
    const response = await upload(headers, { type: 'Not-A-Type', meta: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Choose a document type');
    expect(storedFiles()).toEqual([]);
  });

  it('gives two uploads of the same type at once their own versions and keeps exactly their files', async () => {
    const { headers } = await signedInVendor(t);
    const responses = await Promise.all(
      [1, 2, 3].map(() => upload(headers, { type: 'Insurance', meta: {}, expr: '2031-01-01' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(responses.map((r) => r.json().data.version).sort()).toEqual([1, 2, 3]);
    expect(storedFiles()).toHaveLength(3);
  });
});

describe('orphan file sweep', () => {
  it('removes old files no document points to, keeping referenced, young and foreign files', async () => {
    const { headers } = await signedInVendor(t);
    const created = await upload(headers, { type: 'Insurance', meta: {}, expr: '2031-01-01' });
    expect(created.statusCode).toBe(201);
    const [referenced] = storedFiles();
    const orphan = '0b7f6a52-3f0e-4b8e-9a57-0c1d2e3f4a5b.pdf';
    const young = '1c8a7b63-4a1f-4c9f-8b68-1d2e3f4a5b6c.png';
    const foreign = 'notes.txt';
    for (const name of [orphan, young, foreign]) writeFileSync(path.join(filesDir(), name), FILES.pdf);
    // Two hours old: past the hour an upload in flight could take.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of [referenced!, orphan, foreign]) utimesSync(path.join(filesDir(), name), old, old);

    const { removed } = await sweepOrphanFiles({ db: t.db, storage: localStorage(filesDir()) });

    expect(removed).toEqual([orphan]);
    expect(storedFiles()).toEqual([referenced, young, foreign].sort());
    const { url } = (
      await t.app.inject({ method: 'GET', url: `/documents/${created.json().data.id}`, headers })
    ).json();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('does nothing when no file was ever stored', async () => {
    const { removed } = await sweepOrphanFiles({ db: t.db, storage: localStorage(filesDir()) });
    expect(removed).toEqual([]);
  });
});
