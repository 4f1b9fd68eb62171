import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { daysFromToday } from '../../../test/document-dates';
import { bearer } from '../../../test/factories';
import { signedInManager } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import { auditEvents } from '../../db/schema';

const t = useTestApp();

const inDays = (n: number) => daysFromToday(t, n);

function upload(headers: Record<string, string>, params: object, query = '') {
  const body = uploadBody({ params, file: { name: 'permit.pdf', content: FILES.pdf } });
  return postDocument(t, headers, body, query);
}

function patch(headers: Record<string, string>, id: string, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `/documents/${id}`, headers, payload });
}

const documentAudits = (id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'document'), eq(auditEvents.entityId, id)));

describe('document expiry date', () => {
  it('takes a document that never expires, without a date or with expr null, and says so in its status', async () => {
    const { headers } = await signedInVendor(t);
    for (const params of [
      { type: 'Permit-To-Sell', meta: {} },
      { type: 'Nursery-License', meta: { license_number: 'N-1' }, expr: null },
    ]) {
      const response = await upload(headers, params);
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        type: params.type,
        expr: null,
        status: 'NO_DOCUMENT',
        status_text: 'No expiration found.',
      });
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/documents', headers })).json().data;
    expect(listed.map((d: { type: string; expr: null }) => [d.type, d.expr]).sort()).toEqual([
      ['Nursery-License', null],
      ['Permit-To-Sell', null],
    ]);
  });
});

describe('PATCH /documents/:id', () => {
  it("corrects a vendor's own expiry date and certificate number without a new file, audited", async () => {
    const { headers, user, vendor } = await signedInVendor(t);
    const created = (
      await upload(headers, {
        type: 'CPC-Certificate',
        meta: { county: 'Yolo', state: 'CA', certificate_number: '57-123' },
        expr: inDays(5),
      })
    ).json().data;
    expect(created.status).toBe('URGENT');

    const response = await patch(headers, created.id, {
      expr: inDays(200),
      meta: { county: 'Yolo', state: 'CA', certificate_number: '57-124' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Document details updated.',
      data: {
        id: created.id,
        version: 1,
        path: created.path,
        expr: inDays(200),
        status: 'UP_TO_DATE',
        meta: { certificate_number: '57-124' },
      },
    });
    const [audit] = await documentAudits(created.id);
    expect(audit).toMatchObject({
      action: 'update',
      actorUserId: user.id,
      managerId: null,
      vendorId: vendor.id,
      before: { expr: inDays(5), meta: { certificate_number: '57-123' } },
      after: { expr: inDays(200), meta: { certificate_number: '57-124' } },
    });
  });

  it('clears the expiry date of a document that turns out never to expire', async () => {
    const { headers } = await signedInVendor(t);
    const created = (await upload(headers, { type: 'Insurance', meta: {}, expr: inDays(40) })).json().data;
    const response = await patch(headers, created.id, { expr: null, meta: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ expr: null, status_text: 'No expiration found.' });
    const [audit] = await documentAudits(created.id);
    expect(audit).toMatchObject({ before: { expr: inDays(40) }, after: { expr: null } });
  });

  it('edits only the current version', async () => {
    const { headers } = await signedInVendor(t);
    const first = (await upload(headers, { type: 'Insurance', meta: {}, expr: inDays(40) })).json().data;
    await upload(headers, { type: 'Insurance', meta: {}, expr: inDays(400) });
    const response = await patch(headers, first.id, { expr: inDays(90), meta: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Only the current version of a document can be edited. Upload a new version instead.',
    );
  });

  it("lets a manager correct a kept vendor's document, audited under the manager, but not another's", async () => {
    const manager = await signedInManager(t);
    const managerHeaders = bearer(manager.token);
    const kept = (
      await manager.api('POST', '/market-managers/vendors', { business_name: 'Kept Farm', type: 'PRODUCER' })
    ).json().data;
    const created = (
      await upload(
        managerHeaders,
        { type: 'Permit-To-Sell', meta: {}, expr: inDays(-3) },
        `?owner_id=${kept.id}`,
      )
    ).json().data;
    const response = await patch(managerHeaders, created.id, { expr: inDays(100), meta: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ owner_id: kept.id, status: 'UP_TO_DATE' });
    const [audit] = await documentAudits(created.id);
    expect(audit).toMatchObject({ managerId: manager.manager.id, vendorId: kept.id });

    const other = await signedInVendor(t);
    const foreign = (await upload(other.headers, { type: 'Insurance', meta: {}, expr: inDays(40) })).json()
      .data;
    expect((await patch(managerHeaders, foreign.id, { expr: inDays(90), meta: {} })).statusCode).toBe(404);
    expect((await patch(other.headers, created.id, { expr: inDays(90), meta: {} })).statusCode).toBe(404);
  });
});
