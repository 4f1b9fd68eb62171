import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { columns } from '../../../test/columns';
import { daysFromToday } from '../../../test/document-dates';
import { bearer } from '../../../test/factories';
import { createKeptVendor, createMarket, signedInManager } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const inDays = (n: number) => daysFromToday(t, n);

const storedFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'files'));
  } catch {
    return [];
  }
};

describe('documents', () => {
  it.each([
    ['pdf', 'permit.pdf'],
    ['jpg', 'photo.JPEG'],
    ['png', 'scan.png'],
    ['webp', 'scan.webp'],
  ] as const)('accepts a %s upload and lists it with its status', async (kind, name) => {
    const { headers } = await signedInVendor(t);
    const response = await postDocument(
      t,
      headers,
      uploadBody({
        params: { type: 'Insurance', meta: { issue_date: '2026-01-01' }, expr: inDays(20) },
        file: { name, content: FILES[kind] },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Document successfully uploaded.',
      data: { type: 'Insurance', version: 1, status: 'DUE_SOON', size: FILES[kind].length },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/documents', headers })).json();
    expect(list.data).toHaveLength(1);
    expect(list.total_count).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('makes a re-upload of the same type a new version, listing the newest', async () => {
    const { headers } = await signedInVendor(t);
    const body = (expr: string) =>
      uploadBody({
        params: {
          type: 'CPC-Certificate',
          meta: { county: 'Yolo', state: 'CA', certificate_number: '57-123' },
          expr,
        },
        file: { name: 'cpc.pdf', content: FILES.pdf },
      });
    await postDocument(t, headers, body(inDays(-3)));
    const second = await postDocument(t, headers, body(inDays(90)));
    expect(second.json().data).toMatchObject({
      version: 2,
      status: 'UP_TO_DATE',
      meta: { certificate_number: '57-123' },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/documents', headers })).json().data;
    expect(list.map((d: { version: number }) => d.version)).toEqual([2]);
  });

  it.each([
    [
      'a file of 5 MB + 1 byte',
      {
        name: 'big.pdf',
        content: Buffer.concat([FILES.pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - FILES.pdf.length)]),
      },
      413,
      'File size must be less than 5MB.',
    ],
    [
      'an .exe renamed .pdf',
      { name: 'invoice.pdf', content: FILES.exe },
      400,
      'Only .pdf, .jpg, .jpeg, .png and .webp formats are supported.',
    ],
    [
      'a PDF named .exe',
      { name: 'permit.exe', content: FILES.pdf },
      400,
      'Only .pdf, .jpg, .jpeg, .png and .webp formats are supported.',
    ],
    [
      'a PNG named .pdf',
      { name: 'permit.pdf', content: FILES.png },
      400,
      'Only .pdf, .jpg, .jpeg, .png and .webp formats are supported.',
    ],
  ])('refuses %s and keeps nothing', async (_label, file, status, message) => {
    const { headers } = await signedInVendor(t);
    const response = await postDocument(
      t,
      headers,
      uploadBody({ params: { type: 'Insurance', meta: {}, expr: '2031-01-01' }, file }),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(message);
    expect((await t.app.inject({ method: 'GET', url: '/documents', headers })).json().data).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('cuts off a 50 MB body at the limit instead of buffering it', async () => {
    const { headers } = await signedInVendor(t);
    const huge = Buffer.concat([FILES.pdf, Buffer.alloc(50 * 1024 * 1024)]);
    const response = await postDocument(
      t,
      headers,
      uploadBody({
        params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
        file: { name: 'huge.pdf', content: huge },
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  it('never turns the uploaded file name into a path', async () => {
    const { headers } = await signedInVendor(t);
    const response = await postDocument(
      t,
      headers,
      uploadBody({
        params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
        file: { name: '../../../etc/passwd.pdf', content: FILES.pdf },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.path).not.toContain('/');
    const [stored] = storedFiles();
    expect(stored).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it('asks for a file on create', async () => {
    const { headers } = await signedInVendor(t);
    const response = await postDocument(
      t,
      headers,
      uploadBody({ params: { type: 'Insurance', meta: {}, expr: '2031-01-01' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Please upload a file');
  });

  it('serves a file only through a signed link that expires and cannot be altered', async () => {
    const { headers } = await signedInVendor(t);
    const created = (
      await postDocument(
        t,
        headers,
        uploadBody({
          params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
          file: { name: 'a.pdf', content: FILES.pdf },
        }),
      )
    ).json();
    const { url } = (
      await t.app.inject({ method: 'GET', url: `/documents/${created.data.id}`, headers })
    ).json();
    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.length).toBe(FILES.pdf.length);
    expect(ok.rawPayload.toString('hex')).toBe(FILES.pdf.toString('hex'));
    // Change one character to a different one: a fixed replacement equals the original now and then.
    const altered = (pattern: RegExp) =>
      url.replace(pattern, (m: string) => m.slice(0, -1) + (m.endsWith('1') ? '2' : '1'));
    expect((await t.app.inject({ method: 'GET', url: altered(/sig=./) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: altered(/expires=\d/) })).statusCode).toBe(404);
    t.clock.advance(6 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("keeps vendors to their own documents and managers to their vendors'", async () => {
    const a = await signedInVendor(t);
    const b = await signedInVendor(t);
    const doc = (
      await postDocument(
        t,
        a.headers,
        uploadBody({
          params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
          file: { name: 'a.pdf', content: FILES.pdf },
        }),
      )
    ).json().data;
    expect(
      (await t.app.inject({ method: 'GET', url: `/documents/${doc.id}`, headers: b.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/documents/${doc.id}`, headers: b.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/documents', headers: b.headers })).json(),
    ).toMatchObject({
      data: [],
      total_count: 0,
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/documents?owner_id=${a.vendor.id}`, headers: b.headers })
      ).json(),
    ).toMatchObject({ data: [], total_count: 0 });

    const manager = await signedInManager(t);
    const managerHeaders = bearer(manager.token);
    expect(
      (await t.app.inject({ method: 'GET', url: `/documents/${doc.id}`, headers: managerHeaders }))
        .statusCode,
    ).toBe(404);
    const kept = (
      await manager.api('POST', '/market-managers/vendors', { business_name: 'Kept Farm', type: 'PRODUCER' })
    ).json().data;
    const forKept = await postDocument(
      t,
      managerHeaders,
      uploadBody({
        params: { type: 'Permit-To-Sell', meta: {}, expr: inDays(-1) },
        file: { name: 'p.pdf', content: FILES.pdf },
      }),
      `?owner_id=${kept.id}`,
    );
    expect(forKept.statusCode).toBe(201);
    expect(forKept.json().data).toMatchObject({
      owner_id: kept.id,
      owner_name: 'Kept Farm',
      status: 'PAST_DUE',
    });
    const forOther = await postDocument(
      t,
      managerHeaders,
      uploadBody({
        params: { type: 'Insurance', meta: {}, expr: '2031-01-01' },
        file: { name: 'p.pdf', content: FILES.pdf },
      }),
      `?owner_id=${a.vendor.id}`,
    );
    expect(forOther.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/documents/${forKept.json().data.id}`,
      headers: managerHeaders,
    });
    expect(deleted.json().message).toBe('Document successfully deleted.');
  });

  it('summarises required documents, lists what needs attention, and counts a market by status', async () => {
    const manager = await signedInManager(t);
    const headers = bearer(manager.token);
    const market = await createMarket(manager);
    const add = (name: string, type: string) =>
      createKeptVendor(manager, {
        business_name: name,
        type,
        market_ids: [market.id],
      });
    const farm = await add('Farm', 'PRODUCER');
    const bakery = await add('Bakery', 'NON_PRODUCER');
    const put = (owner: string, type: string, expr: string | null) =>
      postDocument(
        t,
        headers,
        uploadBody({ params: { type, meta: {}, expr }, file: { name: 'd.pdf', content: FILES.pdf } }),
        `?owner_id=${owner}`,
      );
    await put(farm.id, 'CPC-Certificate', inDays(-2));
    await put(farm.id, 'Insurance', inDays(100));
    await put(bakery.id, 'Insurance', inDays(5));
    await put(bakery.id, 'Permit-To-Sell', inDays(20));

    const summary = (await manager.api('GET', `/documents/summary?owner_id=${farm.id}`)).json();
    expect(columns(summary, 'type', 'status', 'status_text')).toEqual([
      ['CPC-Certificate', 'PAST_DUE', 'Due 2 days ago'],
      ['Insurance', 'UP_TO_DATE', 'Due in 100 days'],
      ['Permit-To-Sell', 'NO_DOCUMENT', 'No expiration found.'],
    ]);
    const expired = (await manager.api('GET', '/documents/expired')).json();
    expect(columns(expired, 'vendor_name', 'type', 'status')).toEqual([
      ['Farm', 'CPC-Certificate', 'PAST_DUE'],
      ['Bakery', 'Insurance', 'URGENT'],
      ['Bakery', 'Permit-To-Sell', 'DUE_SOON'],
    ]);
    expect((await manager.api('GET', '/documents/expired?document_type=Insurance')).json()).toHaveLength(1);

    const compliance = (
      await manager.api('GET', `/market-managers/markets/${market.id}/vendors/summary`)
    ).json();
    // Farm needs 3 (past due, up to date, missing); Bakery needs 3 (missing health permit, urgent, due soon).
    expect(compliance).toMatchObject({
      past_due: 1,
      urgent: 1,
      due_soon: 1,
      up_to_date: 1,
      no_document: 2,
      destructive: 2,
      total: 6,
      destructive_percent: 33.3,
    });
    expect(
      compliance.vendor_that_requires_action.map((v: { vendor_name: string }) => v.vendor_name).sort(),
    ).toEqual(['Bakery', 'Farm']);
    const other = await signedInManager(t);
    expect((await other.api('GET', `/market-managers/markets/${market.id}/vendors/summary`)).statusCode).toBe(
      404,
    );
  });
});
