import type { Application, ApplyInput } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { notifications, vendorProducts } from '../src/db/schema';
import type { TestApp } from './build-test-app';
import type { VendorClient } from './clients';
import { createMarket, signedInManager } from './market-fixtures';
import { FILES, postDocument, uploadBody } from './uploads';

// Products go straight into the table: the catalogue's own API is another module's concern.
export async function addProduct(t: TestApp, vendorId: string, name: string) {
  const [row] = await t.db
    .insert(vendorProducts)
    .values({ vendorId, name, category: 'produce', tags: ['organic'], seasonality: [6, 7] })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

// A real upload through /documents, so the signed link serves a real file.
export async function uploadInsurance(t: TestApp, vendor: VendorClient, expr: string) {
  const body = uploadBody({
    params: { type: 'Insurance', meta: {}, expr },
    file: { name: 'insurance.pdf', content: FILES.pdf },
  });
  const response = await postDocument(t, vendor.headers, body);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data as { id: string };
}

export async function managerWithMarket(t: TestApp, name = 'Davis Downtown Farmers Market') {
  const manager = await signedInManager(t);
  const market = await createMarket(manager, { name });
  return { manager, market };
}

export async function apply(vendor: VendorClient, input: ApplyInput) {
  return vendor.api('POST', '/vendors/self/applications', input);
}

export async function applied(vendor: VendorClient, input: ApplyInput): Promise<Application> {
  const response = await apply(vendor, input);
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return response.json().data;
}

export function notificationsOf(t: TestApp, userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.recipientId, userId));
}
