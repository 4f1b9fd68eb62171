import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, insertManager, insertVendorUser, tokensFor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { vendors } from '../../db/schema';

const t = useTestApp();

const self = (token: string) => t.app.inject({ method: 'GET', url: '/users/self', headers: bearer(token) });
const choose = (token: string, language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/users/self/language',
    headers: { ...bearer(token), ...headers },
    payload: { language },
  });

describe('PUT /users/self/language', () => {
  it("keeps a vendor's choice on the account and on the vendor, so what they receive follows it", async () => {
    const { user, vendor } = await insertVendorUser(t.db);
    const { access_token } = await tokensFor(t, user.username);
    expect((await self(access_token)).json().language).toBeNull();

    const chosen = await choose(access_token, 'es');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    expect((await self(access_token)).json().language).toBe('es');
    const [row] = await t.db
      .select({ language: vendors.language })
      .from(vendors)
      .where(eq(vendors.id, vendor.id));
    expect(row?.language).toBe('es');
  });

  it("changes only the caller's own account", async () => {
    const { user: manager } = await insertManager(t.db);
    const { vendor } = await insertVendorUser(t.db);
    const { access_token } = await tokensFor(t, manager.username);
    expect((await choose(access_token, 'es')).statusCode).toBe(200);
    expect((await self(access_token)).json().language).toBe('es');
    const [row] = await t.db
      .select({ language: vendors.language })
      .from(vendors)
      .where(eq(vendors.id, vendor.id));
    expect(row?.language).toBe('en');
  });

  it('refuses a language Marketday does not speak, in the language asked for', async () => {
    const { user } = await insertVendorUser(t.db);
    const { access_token } = await tokensFor(t, user.username);
    for (const wrong of ['fr', '', null, 'es\u0000', 'x'.repeat(5000)]) {
      const refused = await choose(access_token, wrong);
      expect(refused.statusCode, String(wrong).slice(0, 10)).toBe(400);
    }
    expect((await choose(access_token, 'fr')).json().detail).toBe('Choose English or Spanish.');
    expect((await choose(access_token, 'fr', { 'accept-language': 'es' })).json().detail).toBe(
      'Elija inglés o español.',
    );
    expect((await self(access_token)).json().language).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/users/self/language',
      payload: { language: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a kept vendor's language", () => {
  it('is the manager’s to set, and refuses a language Marketday does not speak', async () => {
    const { user } = await insertManager(t.db);
    const { access_token } = await tokensFor(t, user.username);
    const create = (language: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/market-managers/vendors',
        headers: bearer(access_token),
        payload: { business_name: `Granja ${String(language)}`, type: 'PRODUCER', language },
      });
    const created = await create('es');
    expect(created.statusCode).toBe(201);
    expect(created.json().data.language).toBe('es');
    const [row] = await t.db
      .select({ language: vendors.language })
      .from(vendors)
      .where(eq(vendors.id, created.json().data.id));
    expect(row?.language).toBe('es');
    expect((await create('fr')).statusCode).toBe(400);
  });
});
