import type { TestApp } from './build-test-app';
import { type AdminClient, clientFor } from './clients';
import { insertManager } from './factories';

export async function signedInManagerUser(t: TestApp) {
  const { user } = await insertManager(t.db);
  return { user, ...(await clientFor(t, user.username)) };
}

export async function createAssociation(admin: AdminClient, overrides: Record<string, unknown> = {}) {
  const response = await admin.api('POST', '/admin/associations', {
    name: 'Yolo County Growers',
    max_vendors: 10,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`association not created: ${response.body}`);
  return response.json().data as import('@marketday/shared').Association;
}
