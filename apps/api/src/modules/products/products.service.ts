import {
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  type ProductInputOutput,
  type VendorProduct,
} from '@marketday/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vendorProducts, vendors } from '../../db/schema';
import { conflict, fieldConflict, notFound } from '../../lib/http-errors';
import { countProducts, productValues, toVendorProduct } from './products.repository';

// Two products of one vendor with the same name (any case) cannot be told apart in an application or a
// market listing. Called under the vendor-row lock, so two saves at once cannot both pass.
async function refuseDuplicateName({
  db,
  vendorId,
  name,
  exceptId,
}: {
  db: Database;
  vendorId: string;
  name: string;
  exceptId?: string;
}) {
  const [same] = await db
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, vendorId),
        sql`lower(btrim(${vendorProducts.name})) = lower(btrim(${name}))`,
        exceptId ? ne(vendorProducts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw fieldConflict('name', PRODUCT_MESSAGES.duplicateName);
}

const lockVendor = (db: Database, vendorId: string) =>
  db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('no key update');

export async function createProduct({
  db,
  vendorId,
  input,
}: {
  db: Database;
  vendorId: string;
  input: ProductInputOutput;
}): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the cap: they queue on the vendor row. NO KEY UPDATE still lets
    // the products' foreign-key checks (KEY SHARE) through, so it cannot deadlock with them.
    await lockVendor(tx, vendorId);
    if ((await countProducts({ db: tx, vendorId })) >= PRODUCT_LIMITS.perVendor) {
      throw conflict(PRODUCT_MESSAGES.limitReached);
    }
    await refuseDuplicateName({ db: tx, vendorId, name: input.name });
    const [row] = await tx
      .insert(vendorProducts)
      .values({ vendorId, ...productValues(input) })
      .returning();
    if (!row) throw new Error('product not inserted');
    return toVendorProduct(row);
  });
}

export async function updateProduct({
  db,
  vendorId,
  productId,
  input,
  now,
}: {
  db: Database;
  vendorId: string;
  productId: string;
  input: ProductInputOutput;
  now: Date;
}): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    await refuseDuplicateName({ db: tx, vendorId, name: input.name, exceptId: productId });
    const [row] = await tx
      .update(vendorProducts)
      .set({ ...productValues(input), updatedAt: now })
      .where(and(eq(vendorProducts.id, productId), eq(vendorProducts.vendorId, vendorId)))
      .returning();
    if (!row) throw notFound();
    return toVendorProduct(row);
  });
}

export async function deleteProduct({
  db,
  vendorId,
  productId,
}: {
  db: Database;
  vendorId: string;
  productId: string;
}) {
  const deleted = await db
    .delete(vendorProducts)
    .where(and(eq(vendorProducts.id, productId), eq(vendorProducts.vendorId, vendorId)))
    .returning({ id: vendorProducts.id });
  if (deleted.length === 0) throw notFound();
}
