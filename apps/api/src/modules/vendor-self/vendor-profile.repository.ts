import { VENDOR_TYPE_LOCKED_MESSAGE, type VendorSelf, type VendorSelfInputParsed } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { marketVendors, users, vendors } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import type { VendorKey } from '../vendors';

// The signed-in vendor's own record with the account it signs in with.
export async function loadVendorSelf({ db, vendorId }: VendorKey): Promise<VendorSelf | null> {
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
    type_locked: await sellsAtAnyMarket(db, vendor.id),
  };
}

async function sellsAtAnyMarket(db: Database, vendorId: string) {
  const [row] = await db
    .select({ id: marketVendors.id })
    .from(marketVendors)
    .where(eq(marketVendors.vendorId, vendorId))
    .limit(1);
  return Boolean(row);
}

export async function updateVendorSelf({
  db,
  vendorId,
  input,
  now,
}: VendorKey & {
  input: VendorSelfInputParsed;
  now: Date;
}) {
  const [current] = await db
    .select({ type: vendors.type, settings: vendors.settings })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (current && current.type !== input.type && (await sellsAtAnyMarket(db, vendorId))) {
    throw conflict(VENDOR_TYPE_LOCKED_MESSAGE);
  }
  await db
    .update(vendors)
    .set({
      businessName: input.business_name,
      type: input.type,
      // Empty optional fields are stored as "not given".
      phone: input.phone || null,
      receiptEmail: input.receipt_email || null,
      producerNames: input.producer_names?.trim() || null,
      settings: {
        ...input.settings,
        directory_listed: input.settings.directory_listed ?? current?.settings.directory_listed ?? false,
      },
      updatedAt: now,
    })
    .where(eq(vendors.id, vendorId));
}
