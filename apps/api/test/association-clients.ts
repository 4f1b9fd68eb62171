import type { TestApp } from './build-test-app';
import { bearer, insertAdmin, insertManager, insertVendorUser, tokensFor } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// A signed-in caller with an `api` helper that sends their bearer token.
async function clientFor(t: TestApp, username: string) {
  const { access_token } = await tokensFor(t, username);
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(access_token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function signedInAdmin(t: TestApp) {
  const { user } = await insertAdmin(t.db);
  return { user, api: await clientFor(t, user.username) };
}

export async function signedInVendor(t: TestApp) {
  const { user, vendor } = await insertVendorUser(t.db);
  return { user, vendor, api: await clientFor(t, user.username) };
}

export async function signedInManagerUser(t: TestApp) {
  const { user } = await insertManager(t.db);
  return { user, api: await clientFor(t, user.username) };
}

export type AdminClient = Awaited<ReturnType<typeof signedInAdmin>>;

export async function createAssociation(admin: AdminClient, overrides: Record<string, unknown> = {}) {
  const response = await admin.api('POST', '/admin/associations', {
    name: 'Yolo County Growers',
    max_vendors: 10,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`association not created: ${response.body}`);
  return response.json().data as import('@marketday/shared').Association;
}
