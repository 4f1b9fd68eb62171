import type { TestApp } from './build-test-app';
import { bearer, insertAdmin, insertStaff, insertVendorUser, tokensFor } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// An `api` helper that sends the given access token with every request.
export function bearerApi(t: TestApp, accessToken: string) {
  const headers = bearer(accessToken);
  const api = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { headers, api };
}

// A GET with just these headers and no signed-in caller: a browser's page load, a service worker's fetch, a client
// asking for JSON or for a compressed answer.
export function getWithHeaders(t: TestApp, url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

// A signed-in caller's `api` helper, sending their bearer token with every request.
export async function clientFor(t: TestApp, username: string) {
  return bearerApi(t, (await tokensFor(t, username)).access_token);
}

// The notifications on the first page of the user's inbox, as GET /notifications answers them to that user.
export async function inboxOf(t: TestApp, username: string) {
  const { api } = await clientFor(t, username);
  return (await api('GET', '/notifications')).json().data;
}

// A vendor with an account of their own, signed in.
export async function signedInVendor(t: TestApp) {
  const { user, vendor } = await insertVendorUser(t.db);
  return { user, vendor, ...(await clientFor(t, user.username)) };
}
export type VendorClient = Awaited<ReturnType<typeof signedInVendor>>;

export async function signedInAdmin(t: TestApp) {
  const { user } = await insertAdmin(t.db);
  return { user, ...(await clientFor(t, user.username)) };
}
export type AdminClient = Awaited<ReturnType<typeof signedInAdmin>>;

// A staff member of the manager's (STAFF or CO_MANAGER) who works at the given markets, signed in.
export async function signedInStaff(
  t: TestApp,
  { managerId, role, marketIds }: { managerId: string; role: 'STAFF' | 'CO_MANAGER'; marketIds: string[] },
) {
  const { user } = await insertStaff(t.db, { managerId, role, marketIds });
  return clientFor(t, user.username);
}
