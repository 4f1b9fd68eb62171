import type { VendorSelf, VendorSelfInputParsed } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, vendors } from '../../db/schema';

// The signed-in vendor's own record with the account it signs in with.
export async function loadVendorSelf({
  db,
  vendorId,
}: {
  db: Database;
  vendorId: string;
}): Promise<VendorSelf | null> {
  const [row] = await db
    .select({ vendor: vendors, username: users.username, email: users.email })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.id, vendorId));
  if (!row) return null;
  const { vendor } = row;
  return {
    id: vendor.id,
    business_name: vendor.businessName,
    type: vendor.type,
    phone: vendor.phone,
    receipt_email: vendor.receiptEmail,
    producer_names: vendor.producerNames,
    settings: vendor.settings,
    username: row.username,
    email: row.email,
  };
}

export async function updateVendorSelf({
  db,
  vendorId,
  input,
  now,
}: {
  db: Database;
  vendorId: string;
  input: VendorSelfInputParsed;
  now: Date;
}) {
  await db
    .update(vendors)
    .set({
      businessName: input.business_name,
      type: input.type,
      // Empty optional fields are stored as "not given".
      phone: input.phone || null,
      receiptEmail: input.receipt_email || null,
      producerNames: input.producer_names?.trim() || null,
      settings: input.settings,
      updatedAt: now,
    })
    .where(eq(vendors.id, vendorId));
}
