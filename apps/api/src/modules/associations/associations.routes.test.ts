import { ACCESS_CODE_ALPHABET, GENERATED_ACCESS_CODE_LENGTH } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createAssociation, signedInManagerUser } from '../../../test/association-clients';
import { type AdminClient, signedInAdmin, signedInVendor } from '../../../test/clients';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const base = '/admin/associations';
const generatedCode = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${GENERATED_ACCESS_CODE_LENGTH}}$`);

async function join(vendor: Awaited<ReturnType<typeof signedInVendor>>, accessCode: string) {
  return vendor.api('POST', '/vendors/self/associations/join', { access_code: accessCode });
}

async function list(admin: AdminClient) {
  return (await admin.api('GET', base)).json();
}

describe('admin associations', () => {
  it('creates an association with a generated access code and lists it with its vendor count', async () => {
    const admin = await signedInAdmin(t);
    const response = await admin.api('POST', base, { name: '  Yolo County Growers ', max_vendors: 25 });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Association created.');
    const created = response.json().data;
    expect(created).toMatchObject({
      name: 'Yolo County Growers',
      max_vendors: 25,
      vendor_count: 0,
      active: true,
    });
    expect(created.access_code).toMatch(generatedCode);
    expect(await list(admin)).toEqual([created]);
    expect((await admin.api('GET', `${base}/${created.id}`)).json()).toEqual({ ...created, vendors: [] });
  });

  it('stores a chosen access code upper-case and refuses the same code in any case', async () => {
    const admin = await signedInAdmin(t);
    const first = await createAssociation(admin, { access_code: 'farm42x' });
    expect(first.access_code).toBe('FARM42X');
    const duplicate = await admin.api('POST', base, {
      name: 'Another group',
      max_vendors: 3,
      access_code: 'Farm42X',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('Another association already uses that access code.');
    // Named by field, so the form shows it under Access code.
    expect(duplicate.json().errors).toEqual([
      { path: 'access_code', message: 'Another association already uses that access code.' },
    ]);
    const second = await createAssociation(admin, { name: 'Another group', access_code: 'OTHER99' });
    const clash = await admin.api('PUT', `${base}/${second.id}`, {
      name: 'Another group',
      max_vendors: 3,
      access_code: 'farm42x',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe('Another association already uses that access code.');
    expect((await list(admin)).map((a: { access_code: string }) => a.access_code).sort()).toEqual([
      'FARM42X',
      'OTHER99',
    ]);
  });

  it.each([
    ['an empty name', { name: '' }, 'Association name is required'],
    ['a blank name', { name: '   ' }, 'Association name is required'],
    ['no name at all', { name: undefined }, 'Association name is required'],
    ['a 300-character name', { name: 'n'.repeat(300) }, 'Association name must be less than 255 characters'],
    ['max vendors 0', { max_vendors: 0 }, 'Must allow at least 1 vendor'],
    ['negative max vendors', { max_vendors: -4 }, 'Must allow at least 1 vendor'],
    ['fractional max vendors', { max_vendors: 2.5 }, 'Max vendors must be a whole number'],
    ['a code with a dash', { access_code: 'AB-123' }, 'Access code must be 6 to 20 letters or digits'],
    ['a 3-character code', { access_code: 'ABC' }, 'Access code must be 6 to 20 letters or digits'],
  ])('refuses %s with its message and saves nothing', async (_label, overrides, message) => {
    const admin = await signedInAdmin(t);
    const response = await admin.api('POST', base, { name: 'Growers', max_vendors: 5, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await list(admin)).toEqual([]);
  });

  it('edits name, max vendors and code, keeping the state and code when they are left out', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { access_code: 'KEEPME1' });
    await admin.api('POST', `${base}/${association.id}/deactivate`);
    const edited = await admin.api('PUT', `${base}/${association.id}`, {
      name: 'Sacramento Valley Growers',
      max_vendors: 40,
      access_code: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Association updated.',
      data: { name: 'Sacramento Valley Growers', max_vendors: 40, active: false, access_code: 'KEEPME1' },
    });
    const recoded = await admin.api('PUT', `${base}/${association.id}`, {
      name: 'Sacramento Valley Growers',
      max_vendors: 40,
      active: true,
      access_code: 'newcode2',
    });
    expect(recoded.json().data).toMatchObject({ active: true, access_code: 'NEWCODE2' });
  });

  it('refuses to lower max vendors below the vendors already in the association', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin, { max_vendors: 5 });
    for (let i = 0; i < 3; i += 1) {
      expect((await join(await signedInVendor(t), association.access_code)).statusCode).toBe(201);
    }
    const url = `${base}/${association.id}`;
    const tooLow = await admin.api('PUT', url, { name: association.name, max_vendors: 2 });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().detail).toBe(
      'This association has 3 vendors; max vendors cannot be lower than that.',
    );
    expect(tooLow.json().errors?.[0]?.path).toBe('max_vendors');
    expect((await admin.api('GET', url)).json().max_vendors).toBe(5);
    const exact = await admin.api('PUT', url, { name: association.name, max_vendors: 3 });
    expect(exact.json().data).toMatchObject({ max_vendors: 3, vendor_count: 3 });
  });

  it('deactivates and reactivates an association; only an active one can be joined', async () => {
    const admin = await signedInAdmin(t);
    const vendor = await signedInVendor(t);
    const association = await createAssociation(admin);
    const off = await admin.api('POST', `${base}/${association.id}/deactivate`);
    expect(off.json()).toMatchObject({ message: 'Association deactivated.', data: { active: false } });
    const refused = await join(vendor, association.access_code);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('No active association has that access code.');
    const on = await admin.api('POST', `${base}/${association.id}/activate`);
    expect(on.json()).toMatchObject({ message: 'Association activated.', data: { active: true } });
    expect((await join(vendor, association.access_code)).statusCode).toBe(201);
  });

  it('regenerates the access code: the old code stops working and the new one joins', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin);
    const response = await admin.api('POST', `${base}/${association.id}/access-code`);
    expect(response.json().message).toBe('New access code created.');
    const fresh = response.json().data.access_code;
    expect(fresh).toMatch(generatedCode);
    expect(fresh).not.toBe(association.access_code);
    const vendor = await signedInVendor(t);
    expect((await join(vendor, association.access_code)).statusCode).toBe(404);
    expect((await join(vendor, fresh)).statusCode).toBe(201);
  });

  it('shows members with business name, type and joined date, and removes one', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin);
    const a = await signedInVendor(t);
    const b = await signedInVendor(t);
    await join(a, association.access_code);
    await join(b, association.access_code);
    const url = `${base}/${association.id}`;
    const detail = (await admin.api('GET', url)).json();
    expect(detail.vendor_count).toBe(2);
    expect(detail.vendors).toHaveLength(2);
    expect(detail.vendors).toContainEqual({
      vendor_id: a.vendor.id,
      business_name: a.vendor.businessName,
      type: 'PRODUCER',
      joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const removed = await admin.api('DELETE', `${url}/vendors/${a.vendor.id}`);
    expect(removed.json().message).toBe('Vendor removed from the association.');
    const after = (await admin.api('GET', url)).json();
    expect(after.vendor_count).toBe(1);
    expect(after.vendors.map((v: { vendor_id: string }) => v.vendor_id)).toEqual([b.vendor.id]);
    expect((await admin.api('DELETE', `${url}/vendors/${a.vendor.id}`)).statusCode).toBe(404);
    expect((await a.api('GET', '/vendors/self/associations')).json()).toEqual([]);
  });

  it('answers 404 for an association that does not exist', async () => {
    const admin = await signedInAdmin(t);
    const missing = `${base}/00000000-0000-4000-8000-000000000000`;
    const body = { name: 'Ghost', max_vendors: 3 };
    expect((await admin.api('GET', missing)).statusCode).toBe(404);
    expect((await admin.api('PUT', missing, body)).statusCode).toBe(404);
    expect((await admin.api('POST', `${missing}/deactivate`)).statusCode).toBe(404);
    expect((await admin.api('POST', `${missing}/access-code`)).statusCode).toBe(404);
    expect((await admin.api('DELETE', `${missing}/vendors/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses managers and vendors every admin call with 403 and changes nothing', async () => {
    const admin = await signedInAdmin(t);
    const association = await createAssociation(admin);
    const url = `${base}/${association.id}`;
    const body = { name: 'Taken over', max_vendors: 1 };
    for (const caller of [await signedInManagerUser(t), await signedInVendor(t)]) {
      const calls = [
        caller.api('GET', base),
        caller.api('POST', base, body),
        caller.api('GET', url),
        caller.api('PUT', url, body),
        caller.api('POST', `${url}/deactivate`),
        caller.api('POST', `${url}/activate`),
        caller.api('POST', `${url}/access-code`),
        caller.api('DELETE', `${url}/vendors/${crypto.randomUUID()}`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    expect(await list(admin)).toEqual([association]);
  });
});
